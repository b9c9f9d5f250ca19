// The words of the Kids Care page for parents (/KidsCare), distinct from the Kids Care package (/packages/KidsCare).

export interface KidsCareHabit {
  readonly title: string;
  readonly text: string;
}

export interface KidsCareContent {
  readonly heroTitle: string;
  readonly heroText: string;
  /** Two paragraphs. */
  readonly intro: readonly string[];
  /** Four everyday habits for healthy kids. */
  readonly habits: readonly KidsCareHabit[];
  /** Four or five safety notes for giving children supplements. */
  readonly safetyNotes: readonly string[];
  readonly askTitle: string;
  readonly askText: string;
}

export const kidsCareContent = {
  heroTitle: 'Kids Care',
  heroText:
    'Gentle, child-friendly vitamins and simple everyday habits to support your child’s growth, energy and immunity.',
  intro: [
    'Every parent wants a child who is full of energy, sleeps well and bounces back quickly. Most of that comes from everyday life at home: good food, rest, play and clean hands.',
    'Our Children’s Multivitamin Syrup and Children’s Vitamin C Chewables can help fill the gaps when meals are not as varied as you would like, for example with a picky eater or during a busy school term. They add to a balanced diet; they never replace it.',
  ],
  habits: [
    {
      title: 'Colourful home meals',
      text: 'Everyday Kenyan foods go a long way: sukuma wiki and other greens, githeri, beans, omena, eggs and milk, with fruit such as pawpaw, oranges, bananas and mangoes. Keep sweets and sugary drinks for special occasions.',
    },
    {
      title: 'Enough sleep',
      text: 'Young school children need about 9 to 12 hours of sleep a night. A regular bedtime and no screens in the last hour before sleep make it easier.',
    },
    {
      title: 'Play outdoors',
      text: 'Aim for at least an hour of active play every day, such as running, skipping rope or football. Morning sunshine also helps the body make vitamin D.',
    },
    {
      title: 'Wash hands well',
      text: 'Teach children to wash their hands with soap and clean water before eating, after using the toilet and after playing outside.',
    },
  ],
  safetyNotes: [
    'Give only products made for children, at the child dose on the label; never give adult supplements to a child.',
    'Check the age range on the label before use, and do not give more than one multivitamin product at the same time.',
    'Keep all vitamins and supplements out of children’s sight and reach; sweet chewables can look like sweets.',
    'Ask a paediatrician or pharmacist before starting if your child has a medical condition, an allergy or takes any medicine.',
    'Chewables may contain sugar and can be a choking risk: do not give them to children under 3, and brush teeth afterwards.',
  ],
  askTitle: 'Questions about your child?',
  askText:
    'Chat with our advisers on WhatsApp or call us, and we will help you choose a product that suits your child’s age. For any health concern, please see your paediatrician or nearest clinic.',
} as const satisfies KidsCareContent;
