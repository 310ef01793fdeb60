/** What React passes through as written but its types do not know: invoker commands and the shell's custom elements. */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    commandfor?: string;
  }
  namespace JSX {
    interface IntrinsicElements {
      'job-clock': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string; 'data-jobs': string };
      'project-filter': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };
      'image-gallery': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };
      'share-links': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string; 'data-url': string; 'data-title': string };
      'approach-steps': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string; 'data-interval': number };
      'testimonial-carousel': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string; 'data-interval': number };
      'rotating-topics': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string; 'data-interval': number };
      'hero-video': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      'services-more': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string; 'data-step': number; 'data-shown-texts': string };
    }
  }
}
