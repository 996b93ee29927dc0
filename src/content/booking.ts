/** Copy of the booking dialog ('Schedule Your Call'). */
export const bookingDialog = {
  title: 'Schedule Your Call',
  subtitle: 'Choose a time that works for you',
  frameTitle: 'Book a 15-minute call',
  maybeLater: 'Maybe Later',
  close: 'Close',
  loading: 'Loading the booking calendar…',
  notConfigured:
    'Online booking is not available right now. Send us a message and we will find a time together.',
  contactLink: { href: '/contact', label: 'Go to the contact page' },
  slow: 'The booking calendar is taking longer than expected.',
  openInNewTab: 'Open the booking page in a new tab',
  /** Names the external scheduler that receives what the visitor enters in the frame. */
  privacy: {
    text: 'The calendar is provided by HubSpot Meetings; what you enter there is processed by HubSpot.',
    link: 'Privacy policy',
    href: '/privacy',
  },
} as const;
