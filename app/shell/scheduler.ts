/** Adds the booking dialog's scheduler frame when it opens and removes it when it closes, so nothing from its site loads before. */
export function startScheduler() {
  document.addEventListener(
    'toggle',
    (e) => {
      const slot = e.target instanceof HTMLDialogElement ? e.target.querySelector<HTMLElement>('[data-scheduler-frame]') : null;
      if (!slot) return;
      if ((e as ToggleEvent).newState !== 'open') return slot.replaceChildren();
      if (slot.firstChild) return;
      const frame = document.createElement('iframe');
      frame.src = slot.dataset.src!;
      frame.title = slot.dataset.title!;
      frame.height = slot.dataset.height!;
      frame.className = slot.dataset.frameClass!;
      frame.loading = 'eager';
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      slot.append(frame);
    },
    true,
  );
}
