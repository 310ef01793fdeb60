/**
 * The shell's one script, on every page, whether it hydrates React or not (`handle.hydrate` in a route
 * module; decision 040): the theme toggle, the menus beyond what native popovers do, the language memory,
 * the booking dialog's frame, the 500 ms press, the header's shadow and height, the copyright year. It
 * works on the document through delegated listeners and attributes, so it serves the pre-rendered HTML
 * and whatever React renders in place later alike, and needs nothing of the framework. Bundled on its
 * own by the build (scripts/build/shell-script.ts) and loaded as a module by every page once it has painted.
 * Once it runs, <html> carries `data-shell`.
 */
import { defineApproachSteps } from './approach-steps';
import { defineHeroVideo } from './hero-video';
import { startClock } from './clock';
import { startHeader } from './header';
import { defineImageGallery } from './image-gallery';
import { startLanguageMemory } from './language';
import { defineJobClock } from './job-clock';
import { startMenus } from './menus';
import { startPress } from './press';
import { defineProjectFilter } from './project-filter';
import { defineRotatingTopics } from './rotating-topics';
import { startScheduler } from './scheduler';
import { defineServicesMore } from './services-more';
import { defineShareLinks } from './share-links';
import { defineTestimonialCarousel } from './testimonial-carousel';
import { startTheme } from './theme';

startPress();
startTheme();
startMenus();
startLanguageMemory();
startScheduler();
startHeader();
startClock();
defineApproachSteps();
defineProjectFilter();
defineJobClock();
defineImageGallery();
defineShareLinks();
defineHeroVideo();
defineTestimonialCarousel();
defineRotatingTopics();
defineServicesMore();
document.documentElement.setAttribute('data-shell', '');
