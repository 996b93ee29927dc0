import type { ClientLogo } from '@/components/sections/home/client-logos';

/** The nine client logos. PLACEHOLDER wordmarks (public/logos/) until the real logos are cleared for use. */
export const clients = [
  { name: 'Aster Logistics', logo: '/logos/aster-logistics.svg', width: 160, height: 48 },
  { name: 'Brightwell Manufacturing', logo: '/logos/brightwell.svg', width: 160, height: 48 },
  { name: 'Corvid Insurance', logo: '/logos/corvid.svg', width: 160, height: 48 },
  { name: 'Delta Tooling', logo: '/logos/delta-tooling.svg', width: 160, height: 48 },
  { name: 'Evergreen Foods', logo: '/logos/evergreen.svg', width: 160, height: 48 },
  { name: 'Fjord Energy', logo: '/logos/fjord-energy.svg', width: 160, height: 48 },
  { name: 'Granite Legal', logo: '/logos/granite-legal.svg', width: 160, height: 48 },
  { name: 'Helix Pharma', logo: '/logos/helix-pharma.svg', width: 160, height: 48 },
  { name: 'Ionic Systems', logo: '/logos/ionic-systems.svg', width: 160, height: 48 },
] satisfies readonly ClientLogo[];
