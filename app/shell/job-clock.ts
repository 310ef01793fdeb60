/**
 * `<job-clock>`: shows jobs' open, closed or upcoming states by the visitor's clock rather than the build's, unhiding
 * the `data-when…` parts that hold now, and looks again when a job opens or closes while the page is open.
 */
import { jobState, stateChanges } from '~/data/rules/jobs';
import type { JobState } from '~/data/rules/jobs';

/** setTimeout's longest wait. */
const LONGEST_WAIT = 2 ** 31 - 1;

class JobClock extends HTMLElement {
  #timer: ReturnType<typeof setTimeout> | undefined;

  connectedCallback() {
    this.#update();
  }

  disconnectedCallback() {
    clearTimeout(this.#timer);
  }

  #update() {
    const jobs = (JSON.parse(this.dataset.jobs ?? '[]') as [string, string, string, string?][]).map(
      ([slug, datePosted, applicationDeadline, closedOn]) => [slug, { datePosted, applicationDeadline, closedOn }] as const,
    );
    const now = Date.now();
    const states = new Map<string, JobState>(jobs.map(([slug, dates]) => [slug, jobState(dates, now)]));
    const count = (state: string) => [...states.values()].filter((s) => s === state).length;
    const only = jobs.length === 1 ? states.get(jobs[0]![0]) : undefined;
    const show = (selector: string, holds: (el: HTMLElement) => boolean) => {
      for (const el of this.querySelectorAll<HTMLElement>(selector)) el.hidden = !holds(el);
    };
    show('[data-when]', (el) => (el.dataset.job ? states.get(el.dataset.job) : only) === el.dataset.when);
    show('[data-when-any]', (el) => count(el.dataset.whenAny!) > 0);
    show('[data-when-none]', (el) => count(el.dataset.whenNone!) === 0);
    show('[data-when-count]', (el) => {
      const [state, n] = el.dataset.whenCount!.split(':');
      return count(state!) === Number(n);
    });
    const next = jobs
      .flatMap(([, dates]) => stateChanges(dates))
      .filter((t) => t > now)
      .sort((a, b) => a - b)[0];
    clearTimeout(this.#timer);
    if (next !== undefined) this.#timer = setTimeout(() => this.#update(), Math.min(next - now, LONGEST_WAIT));
  }
}

export function defineJobClock() {
  if (!customElements.get('job-clock')) customElements.define('job-clock', JobClock);
}
