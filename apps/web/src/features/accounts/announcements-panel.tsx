import { ArrowUpRight } from 'lucide-react';
import { useAnnouncements } from './api.ts';
import { BrandPitch } from './auth-layout.tsx';

/** The login side panel: active announcements with title, content, image and a 'Learn More' link. */
export function AnnouncementsPanel() {
  const { data, isPending } = useAnnouncements();
  if (isPending) {
    return (
      <div className="flex flex-col gap-4" role="status" aria-busy="true">
        <span className="sr-only">Loading announcements</span>
        <div className="h-40 animate-pulse rounded-2xl bg-white/10" />
        <div className="h-6 w-2/3 animate-pulse rounded bg-white/10" />
        <div className="h-4 w-full animate-pulse rounded bg-white/10" />
      </div>
    );
  }
  if (!data?.length) return <BrandPitch />;
  return (
    <section aria-labelledby="announcements-title" className="flex flex-col gap-6">
      <h2 id="announcements-title" className="text-xs font-semibold tracking-widest text-white/70 uppercase">
        What's new
      </h2>
      <ul className="flex flex-col gap-6">
        {data.map((item) => (
          <li key={item.id} className="overflow-hidden rounded-2xl bg-white/10">
            {item.image && (
              <img src={item.image} alt="" className="aspect-[16/9] w-full object-cover" loading="lazy" />
            )}
            <div className="flex flex-col gap-2 p-6">
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="text-sm whitespace-pre-line text-white/80">{item.content}</p>
              {item.ctaUrl && (
                <a
                  href={item.ctaUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-2 inline-flex items-center gap-1 self-start text-sm font-semibold text-white underline-offset-4 hover:underline"
                >
                  Learn More
                  <ArrowUpRight className="size-4" aria-hidden />
                  <span className="sr-only">about {item.title} (opens in a new tab)</span>
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
