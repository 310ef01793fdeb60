/** `<hero-video>`: adds the hero's background video once the page has loaded and is idle, never under reduced motion or Save-Data. */
class HeroVideo extends HTMLElement {
  #stop = new AbortController();

  connectedCallback() {
    this.#stop = new AbortController();
    // After the load, when the page is idle: adding the video lays the hero out again.
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    const start = () => idle(() => this.#stop.signal.aborted || this.#start(), { timeout: 2000 });
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true, signal: this.#stop.signal });
  }

  disconnectedCallback() {
    this.#stop.abort();
  }

  #start() {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    const template = this.querySelector('template');
    // In the template's content as parsed; among its children as React renders it in place.
    const source = template?.content.querySelector('video') ?? template?.querySelector('video');
    if (saveData || matchMedia('(prefers-reduced-motion: reduce)').matches || !template || !source || template.parentElement!.querySelector(':scope > video'))
      return;
    const video = source.cloneNode(true) as HTMLVideoElement;
    // Muted as a property too: a server-rendered `muted` is not written as an attribute, and sound would be refused autoplay.
    video.muted = true;
    // Once it shows frames, the poster under it goes; if it never plays, the poster stays.
    video.addEventListener('playing', () => this.setAttribute('data-playing', ''), { once: true, signal: this.#stop.signal });
    template.after(video);
    void video.play().catch(() => {});
    const button = this.querySelector<HTMLElement>('[data-pause]');
    if (!button) return;
    button.hidden = false;
    const show = (paused: boolean) => button.setAttribute('aria-pressed', String(paused));
    button.addEventListener(
      'click',
      () => {
        if (video.paused)
          void video.play().then(
            () => show(false),
            () => show(true),
          );
        else {
          video.pause();
          show(true);
        }
      },
      { signal: this.#stop.signal },
    );
  }
}

export function defineHeroVideo() {
  if (!customElements.get('hero-video')) customElements.define('hero-video', HeroVideo);
}
