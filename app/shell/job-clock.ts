/**
 * `<job-clock>` (the careers page, a job's page): what the page shows by the visitor's clock rather than the
 * build's. Its jobs are in `data-jobs` (`[slug, datePosted, applicationDeadline, closedOn?]`, the rule is data/rules/jobs.ts');
 * the page carries what each state shows, and this unhides what holds now and hides the rest:
 * - `data-when="open|closed|upcoming"` (with `data-job`, or alone on a job's page): that job in that state;
 * - `data-when-any="open|closed"`, `data-when-none="open"`: some job, or none, in that state;
 * - `data-when-count="closed:3"`: that many jobs in that state.
 * It looks again when the next job opens or closes while the page is open. A custom element, so it works
 * wherever it appears: in the pre-rendered HTML, or rendered by React in place.
 */
import { jobState, stateChanges } from '~/data/rules/jobs';
import type { JobState } from '~/data/rules/jobs';

/** setTimeout's longest wait (about 24.8 days). */
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
