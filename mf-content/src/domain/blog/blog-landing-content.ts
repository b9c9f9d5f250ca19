// The words at the top of the blog (/blog), which its link previews repeat.

export const blogLanding = {
  heroTitle: 'Health & Wellness Blog',
  heroText:
    'Practical, honest reading on natural health: immunity, skincare, nutrition, sexual wellness and everyday wellbeing, from our Nairobi team.',
} as const;
