import { type ComponentType, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { whenIdle } from '../lib/idle.ts';
import { loadSonner, sonnerLoaded, TOAST_DURATION_MS } from '../lib/notify.ts';

/** The toaster (bottom-left, 4000 ms), mounted once sonner has loaded; it then shows any toast already asked for. */
export function Toaster() {
  const [SonnerToaster, setSonnerToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    void sonnerLoaded.then(({ Toaster }) => {
      if (live) setSonnerToaster(() => Toaster);
    });
    whenIdle(() => void loadSonner());
    return () => {
      live = false;
    };
  }, []);
  return (
    SonnerToaster && (
      <SonnerToaster position="bottom-left" duration={TOAST_DURATION_MS} closeButton richColors />
    )
  );
}
