import { Star } from 'lucide-react';
import { teamTestimonial } from '../../lib/links.ts';

/**
 * Stars, quote and author: side by side on wide screens, stacked on narrow ones (spec §2). The words
 * are the operator's (lib/links.ts); without them there is no panel.
 */
export function TestimonialPanel() {
  const testimonial = teamTestimonial();
  if (!testimonial) return null;
  const { stars, quote, author, role } = testimonial;
  return (
    <figure className="flex flex-col gap-4 rounded-2xl bg-theme p-6 text-white large:flex-row large:items-center large:gap-8 large:p-8">
      <div className="flex shrink-0 gap-1" role="img" aria-label={`Rated ${stars} out of 5`}>
        {Array.from({ length: stars }, (_, index) => `star-${index + 1}`).map((key) => (
          <Star key={key} className="size-5 fill-amber-300 text-amber-300" aria-hidden />
        ))}
      </div>
      <blockquote className="flex-1 text-lg leading-relaxed">“{quote}”</blockquote>
      <figcaption className="flex shrink-0 flex-col text-sm">
        <span className="font-semibold">{author}</span>
        {role && <span className="text-white/80">{role}</span>}
      </figcaption>
    </figure>
  );
}
