/** The words of the About page (/about). Contact links are added by the page. */

export interface AboutPillar {
  title: string;
  text: string;
}

export interface AboutContent {
  heroTitle: string;
  /** One sentence under the title. */
  heroText: string;
  story: {
    title: string;
    paragraphs: string[];
  };
  mission: {
    title: string;
    text: string;
  };
  quality: {
    title: string;
    intro: string;
    pillars: AboutPillar[];
  };
  visit: {
    title: string;
    text: string;
  };
}

export const aboutContent: AboutContent = {
  heroTitle: 'About Mimea Naturals',
  heroText:
    'We are a Nairobi shop bringing carefully checked natural health products to every county in Kenya.',
  story: {
    title: 'Our Story',
    paragraphs: [
      'Mimea Naturals was founded in Nairobi by people who grew up with herbal traditions: the teas, oils and plants that our parents and grandparents reached for in everyday life. "Mimea" means "plants" in Kiswahili, and plants are where our story began.',
      'As we grew older, we noticed how hard it was to find natural products we could trust. Labels were often unclear, quality varied from shop to shop, and many good products could only be found in the big towns.',
      'So we set out to offer natural products that are checked for quality and that anyone in Kenya can reach. Today we deliver to pickup stations in every county, and you can pay with M-Pesa, so a shopper in Lodwar or Lamu can order as easily as one in Nairobi.',
    ],
  },
  mission: {
    title: 'Our Mission',
    text: 'Our mission is to make quality natural products easy to find, easy to understand and easy to receive, wherever you live in Kenya, with honest information and friendly help from people who care about what they sell.',
  },
  quality: {
    title: 'Quality Assurance',
    intro:
      'Before a product reaches our shelves, we want to know where it comes from and that it is what its label says. These three principles guide how we choose and check what we sell.',
    pillars: [
      {
        title: 'Premium Sourcing',
        text: 'We work with suppliers who can tell us where their ingredients come from and who provide batch information for what they send us, so every product on our shelves can be traced back to its batch.',
      },
      {
        title: 'Sustainable Practices',
        text: 'We ask our suppliers how their plants are grown and harvested, and we favour those who look after the land and the communities they work with, so that these plants remain available for years to come.',
      },
      {
        title: 'Rigorous Testing',
        text: "We check every product against its label before it goes on sale: the name, the ingredients, the size and the expiry date. Together with our suppliers' batch information, these checks help us make sure you receive exactly what you ordered.",
      },
    ],
  },
  visit: {
    title: 'Visit Our Store',
    text: 'Prefer to shop in person? Walk in to our store at Kimathi House, Kimathi Street, in Nairobi CBD. Our team will be happy to show you our products, answer your questions and help you find what suits you.',
  },
};
