/**
 * The one surface of everything that floats over the page: menus and popovers. Above dialogs
 * (z-50) because menus open from inside them. Callers add width, height and padding.
 */
export const POPOVER_SURFACE = 'z-[60] rounded-xl border border-stone-200 bg-white shadow-lg';
