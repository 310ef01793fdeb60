/** The news feed of a language as Atom 1.0 (/news/atom.xml, /fr/news/atom.xml, …): the RSS route's loader, which reads the format from the URL. */
export { loader } from './($lang).news.feed[.]xml';
