/**
 * The booking dialog (ui/scheduler.tsx) opens natively: every "Book a call" button is its invoker
 * (`command="show-modal"`), its close button and a press on the backdrop close it, and focus returns to
 * the button. The press's 500 ms comes first (press.ts). This adds the scheduler's frame when it opens and
 * removes it when it closes, so nothing from the scheduler's site loads before a visitor asks for it. The
 * frame's address, name and height are on its slot (`data-scheduler-frame`).
 */
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
