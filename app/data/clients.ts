/** Client logos on the home page: wordmarks drawn by the site (no third-party artwork). */
import type { IconName } from '~/components/ui/icons';

export interface Client {
  id: string;
  name: string;
  mark: IconName;
  style: 'serif' | 'sans' | 'mono' | 'wide';
}

export const clients = [
  { id: 'afriwok', name: 'Afriwok', mark: 'messages', style: 'sans' },
  { id: 'crystalbricks', name: 'Crystalbricks', mark: 'package', style: 'wide' },
  { id: 'unizik-alumni', name: 'UNIZIK Alumni', mark: 'compass', style: 'serif' },
  { id: 'kestrel', name: 'Kestrel Freight', mark: 'server', style: 'mono' },
  { id: 'meridian', name: 'Meridian Clinics', mark: 'shield', style: 'serif' },
  { id: 'northgate', name: 'Northgate Capital', mark: 'chart', style: 'wide' },
  { id: 'savanna', name: 'Savanna Agro', mark: 'cloud', style: 'sans' },
] as const satisfies readonly Client[];
