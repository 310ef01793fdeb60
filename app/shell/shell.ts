/**
 * The shell's one script on every page, hydrated or not (decision 040): delegated listeners and attributes, so it
 * serves the pre-rendered HTML and what React renders later alike. Once it runs, <html> carries `data-shell`.
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
