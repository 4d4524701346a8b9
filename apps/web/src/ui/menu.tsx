import {
  type ButtonHTMLAttributes,
  cloneElement,
  createContext,
  isValidElement,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { whenIdle } from '../lib/idle.ts';
import type * as Radix from './menu-radix.tsx';

/*
 * Dropdown menus whose Radix code (≈30 KB gzipped with its focus and scroll helpers) stays off the
 * first paint: until it has loaded — on idle, or at once on the first press — a trigger is a plain
 * button, and a press made before it arrives opens the menu as soon as it does.
 */

let radix: typeof Radix | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the menus' code now rather than on idle or on the first press. */
export function loadRadix() {
  loading ??= import('./menu-radix.tsx').then((module) => {
    radix = module;
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useRadix() {
  const loaded = useSyncExternalStore(subscribe, () => radix);
  useEffect(() => {
    if (radix) return;
    whenIdle(() => void loadRadix());
  }, []);
  return loaded;
}

const RequestOpen = createContext<() => void>(() => undefined);
/**
 * Radix as the menu's root saw it: its parts read this rather than the module, since Radix can arrive
 * in the middle of a render, after the root rendered without it (a part then rendered outside its menu).
 */
const Loaded = createContext<typeof Radix | null>(null);

export function MenuRoot({ children, modal }: { children: ReactNode; modal?: boolean }) {
  const loaded = useRadix();
  const [pressed, setPressed] = useState(false);
  if (loaded) {
    return (
      <Loaded.Provider value={loaded}>
        <loaded.Root modal={modal} defaultOpen={pressed}>
          {children}
        </loaded.Root>
      </Loaded.Provider>
    );
  }
  const requestOpen = () => {
    setPressed(true);
    void loadRadix();
  };
  return <RequestOpen.Provider value={requestOpen}>{children}</RequestOpen.Provider>;
}

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { asChild?: boolean };

export function MenuTrigger({ asChild, children, ...props }: TriggerProps) {
  const loaded = useContext(Loaded);
  const requestOpen = useContext(RequestOpen);
  const button = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  // The element is replaced when Radix arrives; a keyboard user keeps the focus on it.
  useLayoutEffect(() => {
    if (loaded && focused.current) button.current?.focus();
  }, [loaded]);

  if (loaded) {
    return (
      <loaded.Trigger ref={button} asChild={asChild} {...props}>
        {children}
      </loaded.Trigger>
    );
  }
  const plain = {
    ...props,
    ref: button,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onFocus: () => {
      focused.current = true;
      void loadRadix();
    },
    onBlur: () => {
      focused.current = false;
    },
    // Radix opens on pointer down: so does this, so a press that Radix's arrival interrupts still counts.
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) requestOpen();
    },
    onClick: requestOpen,
  };
  if (asChild && isValidElement(children)) {
    return cloneElement(children as ReactElement<typeof plain & { ref: Ref<HTMLButtonElement> }>, plain);
  }
  return (
    <button type="button" {...plain}>
      {children}
    </button>
  );
}

// The parts below are only rendered inside an open menu, so Radix has loaded by then.

export function MenuContent(props: Radix.MenuContentProps) {
  const loaded = useContext(Loaded);
  return loaded && <loaded.MenuContent {...props} />;
}

export function MenuLink(props: Radix.MenuLinkProps) {
  const loaded = useContext(Loaded);
  return loaded && <loaded.MenuLink {...props} />;
}

export function MenuButton(props: Radix.MenuButtonProps) {
  const loaded = useContext(Loaded);
  return loaded && <loaded.MenuButton {...props} />;
}

export function MenuSeparator(props: { className?: string }) {
  const loaded = useContext(Loaded);
  return loaded && <loaded.MenuSeparator {...props} />;
}

export function MenuLabel(props: { children: ReactNode; className?: string }) {
  const loaded = useContext(Loaded);
  return loaded && <loaded.MenuLabel {...props} />;
}
