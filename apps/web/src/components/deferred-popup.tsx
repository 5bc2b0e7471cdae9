import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/** How the user asked for the popup before its code arrived. */
export type OpenRequest = 'pointer' | 'keyboard';

/** The trigger's accessible name, style and content: the same before and after loading. */
export type TriggerLook = { 'aria-label'?: string; className: string; children: ReactNode };

/** What a loaded popup gets besides its own props: spread `trigger` and `triggerRef` on its trigger. */
export type LoadedPopupProps = {
  trigger: TriggerLook;
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/** How a kind of popup opens, so the plain trigger can ask for it and the loaded one replay it. */
export type PopupKind = {
  haspopup: 'menu' | 'dialog';
  /** Keys on the trigger that open it (besides the click a key makes on a button). */
  openKeys: readonly string[];
  /** Radix menus open on pointerdown, dialogs and popovers on click. */
  opensOn: 'pointerdown' | 'click';
  /** Opens the loaded popup as the user's interaction would have. */
  replay: (trigger: HTMLButtonElement, how: OpenRequest) => void;
};

const pointerDown = () =>
  new (typeof PointerEvent === 'function' ? PointerEvent : MouseEvent)('pointerdown', {
    bubbles: true,
    cancelable: true,
    button: 0,
  });

/** A Radix dropdown menu: a key press opens it on its first item, a pointer on the menu itself. */
export const MENU_POPUP: PopupKind = {
  haspopup: 'menu',
  openKeys: ['Enter', ' ', 'ArrowDown'],
  opensOn: 'pointerdown',
  replay: (trigger, how) => {
    trigger.dispatchEvent(
      how === 'keyboard'
        ? new window.KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true })
        : pointerDown(),
    );
  },
};

/** A Radix dialog or popover, opened by the click of its trigger. */
export const DIALOG_POPUP: PopupKind = {
  haspopup: 'dialog',
  openKeys: [],
  opensOn: 'click',
  replay: (trigger) => trigger.click(),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one cache for popups of any props
const loadedPopups = new WeakMap<object, ComponentType<any>>();

type DeferredPopupProps<P extends object> = {
  kind: PopupKind;
  /** The popup with its Radix trigger; loaded on the first hover, focus or press of the trigger. */
  load: () => Promise<ComponentType<P & LoadedPopupProps>>;
  trigger: TriggerLook;
  props: P;
};

/**
 * A menu or popover whose code (Radix and its positioning) stays out of the first load: until
 * then its trigger is a plain button with the same name, role and look. Hovering or focusing it
 * starts loading; a press before the code arrives opens the popup once it has, and a focused
 * trigger keeps the focus across the swap.
 */
export function DeferredPopup<P extends object>({
  kind,
  load,
  trigger,
  props,
}: DeferredPopupProps<P>) {
  const [Loaded, setLoaded] = useState<ComponentType<P & LoadedPopupProps> | null>(
    () => loadedPopups.get(load) ?? null,
  );
  const plainRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);
  const request = useRef<OpenRequest | null>(null);
  const takeFocus = useRef(false);

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (component) => {
        loadedPopups.set(load, component);
        takeFocus.current = document.activeElement === plainRef.current;
        setLoaded(() => component);
      },
      (error: unknown) => {
        loading.current = false;
        request.current = null;
        console.error('A menu could not be loaded.', error);
      },
    );
  };

  const ask = (how: OpenRequest) => {
    request.current ??= how;
    start();
  };

  useLayoutEffect(() => {
    if (Loaded && takeFocus.current) triggerRef.current?.focus();
    takeFocus.current = false;
  }, [Loaded]);

  // After the popup's own effects (its Root listens for the keyboard from then on).
  useEffect(() => {
    const how = request.current;
    request.current = null;
    if (Loaded && how && triggerRef.current) kind.replay(triggerRef.current, how);
  }, [Loaded, kind]);

  if (Loaded) return <Loaded {...props} trigger={trigger} triggerRef={triggerRef} />;

  const onPointerDown = (event: ReactPointerEvent) => {
    if (kind.opensOn === 'pointerdown' && event.button === 0 && !event.ctrlKey) ask('pointer');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!kind.openKeys.includes(event.key)) return;
    event.preventDefault();
    ask('keyboard');
  };

  return (
    <button
      ref={plainRef}
      type="button"
      aria-haspopup={kind.haspopup}
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onPointerEnter={start}
      onFocus={start}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={() => ask('pointer')}
    />
  );
}
