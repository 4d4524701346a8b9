import { useEffect, useState } from 'react';

/** Whether `ms` have passed since the component mounted: a wait that runs long says so. */
export function useTookLong(ms: number) {
  const [long, setLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLong(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return long;
}
