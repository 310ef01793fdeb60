/**
 * What the native popovers leave to a script: their buttons' open state for styling, menus closing when focus
 * leaves them, dialog panels keeping focus, links closing them, and hover menus with a grace period.
 */
const HOVER_GRACE_MS = 150;
const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

const isOpen = (popover: Element | null | undefined) => !!popover?.matches(':popover-open');
const buttonsOf = (popover: HTMLElement) => document.querySelectorAll<HTMLElement>(`[popovertarget="${popover.id}"]:not([popovertargetaction="hide"])`);
const hide = (popover: Element | null | undefined) => popover instanceof HTMLElement && isOpen(popover) && popover.hidePopover();

function onToggle(e: Event) {
  const popover = e.target;
  if (!(popover instanceof HTMLElement) || !popover.hasAttribute('popover')) return;
  const open = (e as ToggleEvent).newState === 'open';
  for (const button of buttonsOf(popover)) button.toggleAttribute('data-popover-open', open);
  if (open && popover.getAttribute('role') === 'dialog') popover.querySelector<HTMLElement>('button')?.focus();
}

/** Tab and Shift+Tab cycle within an open dialog-like panel. */
function keepFocusIn(e: KeyboardEvent) {
  if (e.key !== 'Tab') return;
  const panel = (e.target as Element | null)?.closest?.('[popover][role="dialog"]');
  if (!panel || !isOpen(panel)) return;
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility());
  const first = items[0];
  const last = items.at(-1);
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last?.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first?.focus();
  }
}

function startHoverMenus() {
  let leaveTimer: ReturnType<typeof setTimeout> | undefined;
  // The menu a hover opened, until a click on its button confirms it (that click must not toggle it shut).
  let openedByHover: HTMLElement | null = null;
  const zone = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLElement>('[data-hover-menu]') : null);
  const panelOf = (el: HTMLElement) => document.getElementById(el.dataset.hoverMenu!);
  const show = (panel: HTMLElement | null) => {
    if (!panel || isOpen(panel)) return false;
    const source = document.querySelector<HTMLElement>(`[popovertarget="${panel.id}"]`) ?? undefined;
    // Its button as the source: the links follow it in the tab order, and a press on it is not "outside".
    (panel as HTMLElement & { showPopover(options?: { source?: HTMLElement }): void }).showPopover({ source });
    return true;
  };
  document.addEventListener('pointerover', (e) => {
    const over = zone(e.target);
    if (e.pointerType !== 'mouse' || !over) return;
    clearTimeout(leaveTimer);
    const panel = panelOf(over);
    if (show(panel)) openedByHover = panel;
  });
  document.addEventListener('pointerout', (e) => {
    const from = zone(e.target);
    if (e.pointerType !== 'mouse' || !from || zone(e.relatedTarget)?.dataset.hoverMenu === from.dataset.hoverMenu) return;
    const panel = panelOf(from);
    clearTimeout(leaveTimer);
    leaveTimer = setTimeout(() => hide(panel), HOVER_GRACE_MS);
  });
  addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest?.('[popovertarget]');
      const panel = button && document.getElementById(button.getAttribute('popovertarget')!);
      if (!panel || panel !== openedByHover) return;
      openedByHover = null;
      if (isOpen(panel)) e.preventDefault();
    },
    { capture: true },
  );
  document.addEventListener('toggle', (e) => (e as ToggleEvent).newState === 'closed' && e.target === openedByHover && (openedByHover = null), true);
  document.addEventListener('keydown', (e) => {
    const button = (e.target as Element | null)?.closest?.('[data-hover-menu] [popovertarget]');
    if (e.key !== 'ArrowDown' || !button) return;
    const panel = document.getElementById(button.getAttribute('popovertarget')!);
    if (!panel) return;
    e.preventDefault();
    show(panel);
    panel.querySelector<HTMLElement>('a[href]')?.focus();
  });
}

export function startMenus() {
  // `toggle` does not bubble: listened for on the way down.
  document.addEventListener('toggle', onToggle, true);
  document.addEventListener('keydown', keepFocusIn);
  document.addEventListener('focusin', (e) => {
    const target = e.target as Node;
    for (const menu of document.querySelectorAll<HTMLElement>('[popover][data-menu]:popover-open'))
      if (!menu.contains(target) && ![...buttonsOf(menu)].some((b) => b.contains(target))) menu.hidePopover();
  });
  document.addEventListener('click', (e) => {
    const link = (e.target as Element | null)?.closest?.('a[href]');
    if (link && !e.defaultPrevented) hide(link.closest('[popover]'));
  });
  startHoverMenus();
}
