import type { ProductDetails } from '../product-types';

/** What the product page shows of each of `supplementProducts` (products/supplements.ts), by product id. */
export const supplementDetails: Record<string, ProductDetails> = {
  'a-power-capsules': {
    shortDescription: 'A daily herbal blend to support energy, vitality and natural immunity.',
    description:
      'A-Power Capsules combine ginseng, cordyceps and wolfberry in a daily herbal formula. Many customers take them in the morning to support steady energy and natural immunity through busy weeks.',
    ingredients: ['Ginseng root extract', 'Cordyceps extract', 'Wolfberry (goji) extract', 'Astragalus root'],
    usage: 'Take 2 capsules once a day after breakfast with a glass of water.',
    benefits: ['Supports daily energy', 'Helps maintain natural immunity', 'Caffeine-free herbal formula'],
    reviews: [
      { id: 'a-power-capsules-r1', name: 'Wanjiku Kamau', location: 'Nairobi', rating: 5, comment: 'I feel less tired in the afternoons. Delivery to Westlands was fast.', date: '2025-04-12' },
      { id: 'a-power-capsules-r2', name: 'Kiprono Kiplagat', location: 'Eldoret', rating: 5, comment: 'Well packed and genuine. This is my second bottle.', date: '2025-09-03' },
      { id: 'a-power-capsules-r3', name: 'Achieng Atieno', location: 'Kisumu', rating: 4, comment: 'Good for energy, though it took about two weeks to notice.', date: '2026-02-18' },
    ],
  },
  'ginseng-coffee': {
    shortDescription: 'Instant coffee with Korean ginseng for a focused, energised morning.',
    description:
      'Kenyan Arabica coffee blended with Korean ginseng root powder. A morning cup gives a gentle lift and is a popular way to support energy, focus and natural immunity.',
    ingredients: ['Kenyan Arabica instant coffee', 'Korean ginseng root powder', 'Cane sugar'],
    usage: 'Stir one sachet into 150ml of hot water. Enjoy one or two cups a day, not late in the evening.',
    benefits: ['Supports energy and focus', 'Helps maintain natural immunity', 'Convenient single sachets'],
    reviews: [
      { id: 'ginseng-coffee-r1', name: 'Otieno Ochieng', location: 'Kisumu', rating: 5, comment: 'Tastes like good coffee and keeps me sharp at work.', date: '2025-07-21' },
      { id: 'ginseng-coffee-r2', name: 'Njeri Wambui', location: 'Thika', rating: 4, comment: 'A little sweet for me, but I like the lift.', date: '2026-01-09' },
    ],
  },
  'ginkgo-biloba-capsules': {
    shortDescription: 'Ginkgo leaf extract to support memory, focus and healthy circulation.',
    description:
      'Standardised ginkgo leaf extract, traditionally used to support memory, circulation and mental focus. Students and older adults take it as part of a balanced routine.',
    ingredients: ['Ginkgo biloba leaf extract 120mg', 'Vegetable capsule'],
    usage: 'Take 1 capsule twice a day with meals. Consult your doctor if you take blood thinners.',
    benefits: ['Supports memory and focus', 'Helps maintain healthy circulation', 'Antioxidant support'],
    reviews: [
      { id: 'ginkgo-biloba-capsules-r1', name: 'Mwangi Kariuki', location: 'Nyeri', rating: 4, comment: 'I take it during exam season. Concentration feels better.', date: '2025-08-30' },
      { id: 'ginkgo-biloba-capsules-r2', name: 'Fatuma Ali', location: 'Mombasa', rating: 5, comment: 'My mother uses it daily and is happy with it.', date: '2026-03-14' },
    ],
  },
  'moringa-leaf-powder': {
    shortDescription: 'Nutrient-rich moringa leaf powder for everyday meals and smoothies.',
    description:
      'Shade-dried moringa leaves from farms in Makueni, finely milled. Rich in plant iron, calcium and vitamins, it is stirred into porridge, juice or githeri for daily nourishment.',
    ingredients: ['100% moringa oleifera leaf powder'],
    usage: 'Add one teaspoon to porridge, juice or food once or twice a day.',
    benefits: ['Helps maintain natural immunity', 'Plant source of iron and calcium', 'Supports gentle daily cleansing'],
    reviews: [
      { id: 'moringa-leaf-powder-r1', name: 'Mutua Musyoka', location: 'Machakos', rating: 5, comment: 'Fresh and green, not dusty like others I have bought.', date: '2025-03-02' },
      { id: 'moringa-leaf-powder-r2', name: 'Akinyi Odhiambo', location: 'Homa Bay', rating: 4, comment: 'Good value. I mix it in my morning uji.', date: '2025-11-17' },
    ],
  },
  'reishi-mushroom-capsules': {
    shortDescription: 'Ganoderma extract to support immunity, calm and long-term wellbeing.',
    description:
      "Reishi (Ganoderma) mushroom extract, valued in traditional Asian practice for resilience and calm. Many people living with long-term conditions take it alongside their doctor's care to support immunity.",
    ingredients: ['Ganoderma lucidum fruiting body extract', 'Ganoderma spore powder', 'Vegetable capsule'],
    usage: 'Take 2 capsules a day after meals. Talk to your doctor first if you are on prescribed medication.',
    benefits: ['Supports natural immunity', 'Helps the body adapt to stress', 'Part of a long-term wellness routine'],
    reviews: [
      { id: 'reishi-mushroom-capsules-r1', name: 'Kamau Njoroge', location: 'Kiambu', rating: 5, comment: 'My doctor was fine with it and I sleep more calmly.', date: '2025-10-05' },
      { id: 'reishi-mushroom-capsules-r2', name: 'Halima Said', location: 'Malindi', rating: 4, comment: 'Pricey but good quality capsules.', date: '2026-04-22' },
    ],
  },
  'black-seed-oil-capsules': {
    shortDescription: 'Cold-pressed black seed oil softgels for immunity and easy breathing.',
    description:
      'Cold-pressed Nigella sativa oil in easy softgels, long used at the coast for seasonal wellness. Taken daily to support immunity and clear, comfortable breathing.',
    ingredients: ['Cold-pressed black seed (Nigella sativa) oil 500mg', 'Gelatin softgel'],
    usage: 'Take 2 softgels a day with food.',
    benefits: ['Supports natural immunity', 'Supports respiratory comfort', 'No oily taste'],
    reviews: [
      { id: 'black-seed-oil-capsules-r1', name: 'Hassan Omar', location: 'Mombasa', rating: 5, comment: 'Much easier than taking the oil by spoon.', date: '2026-10-08' },
      { id: 'black-seed-oil-capsules-r2', name: 'Amina Juma', location: 'Lamu', rating: 4, comment: 'Good product, delivered to Lamu in four days.', date: '2026-11-02' },
    ],
  },
  'kuding-plus-tea': {
    shortDescription: 'A bitter leaf tea, traditionally taken after meals for easy digestion.',
    description:
      'A bitter kuding leaf tea blended with green tea, traditionally taken after meals. Customers drink it to support comfortable digestion, natural immunity and weight management.',
    ingredients: ['Kuding leaf (Ilex kudingcha)', 'Green tea', 'Chrysanthemum flower'],
    usage: 'Steep one tea bag in hot water for 3 to 5 minutes. Drink one or two cups a day after meals.',
    benefits: ['Supports comfortable digestion', 'Helps maintain natural immunity', 'Part of a weight-management routine'],
    reviews: [
      { id: 'kuding-plus-tea-r1', name: 'Chebet Koech', location: 'Kericho', rating: 4, comment: 'Very bitter at first, but I feel lighter after lunch.', date: '2025-03-28' },
      { id: 'kuding-plus-tea-r2', name: 'Wekesa Simiyu', location: 'Bungoma', rating: 5, comment: 'I drink it every evening. Good value for 30 bags.', date: '2025-12-11' },
      { id: 'kuding-plus-tea-r3', name: 'Nyambura Gitau', location: 'Nakuru', rating: 3, comment: 'Helpful, but the taste is hard for me.', date: '2026-05-06' },
    ],
  },
  'probiotic-capsules': {
    shortDescription: 'Ten-strain probiotic to support a balanced gut and natural immunity.',
    description:
      'Ten strains of friendly bacteria in delayed-release capsules. Taken daily to support a balanced gut, comfortable digestion and natural immunity, especially after a change in diet.',
    ingredients: ['Lactobacillus and Bifidobacterium blend (10 strains)', 'Inulin (prebiotic fibre)', 'Delayed-release capsule'],
    usage: 'Take 1 capsule a day before breakfast. Store in a cool, dry place.',
    benefits: ['Supports gut balance', 'Supports comfortable digestion', 'Helps maintain natural immunity'],
    reviews: [
      { id: 'probiotic-capsules-r1', name: 'Wairimu Ndungu', location: 'Nairobi', rating: 5, comment: 'My stomach is much more settled after two weeks.', date: '2025-06-19' },
      { id: 'probiotic-capsules-r2', name: 'Salim Abdalla', location: 'Mombasa', rating: 4, comment: 'Works well. Came in a cool pack, which I appreciated.', date: '2026-02-03' },
    ],
  },
  'aloe-vera-juice': {
    shortDescription: 'Inner-leaf aloe vera drink for digestion and gentle daily cleansing.',
    description:
      'Inner-leaf aloe vera juice with a touch of lemon. A small glass before meals is a traditional way to support digestion and gentle daily cleansing.',
    ingredients: ['Aloe vera inner-leaf juice 95%', 'Lemon juice', 'Citric acid'],
    usage: 'Drink 30ml before breakfast and dinner. Refrigerate after opening and use within 30 days.',
    benefits: ['Supports comfortable digestion', 'Supports gut health', 'Refreshing, light taste'],
    reviews: [
      { id: 'aloe-vera-juice-r1', name: 'Moraa Onsongo', location: 'Kisii', rating: 4, comment: 'Nice with the lemon. Keep it in the fridge.', date: '2025-09-15' },
      { id: 'aloe-vera-juice-r2', name: 'Ouma Okoth', location: 'Kisumu', rating: 4, comment: 'Helps my digestion. Bottle lasts about three weeks.', date: '2026-01-27' },
    ],
  },
  'psyllium-husk-fibre': {
    shortDescription: 'Natural soluble fibre for regularity and feeling full for longer.',
    description:
      'Pure psyllium husk, a natural soluble fibre that swells in water. It supports regularity and helps you feel full, so many people add it to a weight-management plan.',
    ingredients: ['100% psyllium husk (Plantago ovata)'],
    usage: 'Stir one teaspoon into a large glass of water or juice and drink at once. Drink plenty of water during the day.',
    benefits: ['Supports regularity', 'Helps you feel full', 'Unflavoured, mixes into drinks'],
    reviews: [
      { id: 'psyllium-husk-fibre-r1', name: 'Njoki Mugo', location: "Murang'a", rating: 4, comment: 'Does what it says. Drink it quickly before it thickens.', date: '2025-08-08' },
      { id: 'psyllium-husk-fibre-r2', name: 'Barasa Wafula', location: 'Kakamega', rating: 5, comment: 'Part of my diet plan and it keeps me full.', date: '2026-03-30' },
    ],
  },
  'blueberry-powder': {
    shortDescription: 'Freeze-dried blueberry powder, rich in antioxidants for eyes and immunity.',
    description:
      'Freeze-dried wild blueberries milled into a deep purple powder. Rich in natural antioxidants, it is added to smoothies and yoghurt to support healthy eyes, skin and natural immunity.',
    ingredients: ['100% freeze-dried wild blueberry powder'],
    usage: 'Add one to two teaspoons to yoghurt, smoothies or porridge once a day.',
    benefits: ['Antioxidant support for eyes and skin', 'Helps maintain natural immunity', 'No added sugar'],
    reviews: [
      { id: 'blueberry-powder-r1', name: 'Gathoni Wahome', location: 'Nanyuki', rating: 5, comment: 'My children love it in their yoghurt.', date: '2025-05-25' },
      { id: 'blueberry-powder-r2', name: 'Kibet Cheruiyot', location: 'Eldoret', rating: 4, comment: 'Good taste. I use it in my morning smoothie.', date: '2026-06-02' },
    ],
  },
  'chamomile-sleep-tea': {
    shortDescription: 'Caffeine-free chamomile and lemon balm tea for a calm evening.',
    description:
      'Whole chamomile flowers blended with lemon balm and a little mint. A caffeine-free cup before bed helps you unwind and settle into restful sleep.',
    ingredients: ['Chamomile flowers', 'Lemon balm', 'Peppermint leaf'],
    usage: 'Steep one bag in freshly boiled water for 5 minutes and drink 30 minutes before bed.',
    benefits: ['Supports restful sleep', 'Helps you unwind', 'Caffeine-free'],
    reviews: [
      { id: 'chamomile-sleep-tea-r1', name: 'Kerubo Nyaboke', location: 'Kisii', rating: 5, comment: 'Lovely, gentle taste. I sleep better with it.', date: '2025-07-07' },
      { id: 'chamomile-sleep-tea-r2', name: 'Mwende Kioko', location: 'Kitui', rating: 4, comment: 'Calming after long shifts at the hospital.', date: '2026-02-12' },
    ],
  },
  'ashwagandha-capsules': {
    shortDescription: 'Ashwagandha root extract for calm, restful sleep and stress relief.',
    description:
      'Ashwagandha root extract, an Ayurvedic herb used for centuries to help the body adapt to stress. Taken in the evening to support calm, restful sleep and balanced hormones.',
    ingredients: ['Ashwagandha root extract 500mg', 'Black pepper extract', 'Vegetable capsule'],
    usage: 'Take 1 capsule a day with your evening meal. Not for use during pregnancy.',
    benefits: ['Helps the body adapt to stress', 'Supports restful sleep', 'Supports hormone balance'],
    reviews: [
      { id: 'ashwagandha-capsules-r1', name: 'Omondi Owino', location: 'Nairobi', rating: 5, comment: 'I feel calmer during the week and sleep well.', date: '2026-05-18' },
      { id: 'ashwagandha-capsules-r2', name: 'Kendi Murithi', location: 'Meru', rating: 4, comment: 'Good quality, easy to swallow.', date: '2026-08-09' },
    ],
  },
  'plant-protein-powder': {
    shortDescription: 'Vanilla pea and rice protein, 22g per scoop, for training and recovery.',
    description:
      'A vanilla pea and brown rice protein shake with 22g of protein per scoop. Used after training or as a filling breakfast to support muscle recovery and weight management.',
    ingredients: ['Pea protein isolate', 'Brown rice protein', 'Natural vanilla flavour', 'Stevia leaf extract'],
    usage: 'Shake one scoop (30g) with 250ml of water or milk after exercise or as a meal replacement.',
    benefits: ['Supports muscle recovery', 'Helps you feel full', 'Dairy-free and soy-free'],
    reviews: [
      { id: 'plant-protein-powder-r1', name: 'Kiptoo Langat', location: 'Iten', rating: 4, comment: 'Mixes well and sits light before runs.', date: '2025-11-03' },
      { id: 'plant-protein-powder-r2', name: 'Zawadi Mwakio', location: 'Voi', rating: 3, comment: 'Good protein but the vanilla is mild. Add a banana.', date: '2026-04-11' },
    ],
  },
  'saw-palmetto-capsules': {
    shortDescription: 'Saw palmetto and pumpkin seed for prostate comfort in men over 40.',
    description:
      'Saw palmetto berry extract with pumpkin seed oil, traditionally used by men over 40. Taken daily to support prostate comfort and healthy hormone balance.',
    ingredients: ['Saw palmetto berry extract 320mg', 'Pumpkin seed oil', 'Zinc'],
    usage: 'Take 1 softgel twice a day with meals.',
    benefits: ['Supports prostate comfort', 'Supports hormone balance', 'Once-a-month bottle'],
    reviews: [
      { id: 'saw-palmetto-capsules-r1', name: 'Ndirangu Maina', location: 'Nyeri', rating: 5, comment: 'Fewer night trips to the bathroom after a month.', date: '2025-12-20' },
      { id: 'saw-palmetto-capsules-r2', name: 'Rashid Mohamed', location: 'Garissa', rating: 4, comment: 'Well packaged and good instructions.', date: '2026-05-29' },
    ],
  },
  'maca-root-powder': {
    shortDescription: 'Andean maca root powder for stamina, drive and everyday energy.',
    description:
      'Gelatinised maca root from the Andes with a malty, nutty taste. Men and women add it to shakes and porridge to support stamina, drive and everyday energy.',
    ingredients: ['100% gelatinised maca root powder'],
    usage: 'Add one teaspoon to a shake, porridge or juice once a day.',
    benefits: ['Supports stamina', 'Supports natural drive', 'Malty taste in shakes'],
    reviews: [
      { id: 'maca-root-powder-r1', name: 'Korir Kipchumba', location: 'Kapsabet', rating: 4, comment: 'Good in my morning shake before the farm.', date: '2025-10-14' },
      { id: 'maca-root-powder-r2', name: 'Adhiambo Okello', location: 'Busia', rating: 5, comment: 'My husband and I both use it. Nice taste.', date: '2026-03-08' },
    ],
  },
  'royal-jelly-capsule': {
    shortDescription: 'Freeze-dried royal jelly for vitality, hormone balance and youthful skin.',
    description:
      'Fresh royal jelly, the nutrient-rich food of queen bees, in freeze-dried capsules. Women take it to support vitality, hormone balance and healthy skin as they age.',
    ingredients: ['Freeze-dried royal jelly 500mg', 'Bee pollen', 'Gelatin capsule'],
    usage: 'Take 1 capsule a day in the morning. Not suitable for people with bee or pollen allergies.',
    benefits: ['Supports hormone balance', 'Supports skin as it ages', 'Helps maintain daily vitality'],
    reviews: [
      { id: 'royal-jelly-capsule-r1', name: 'Muthoni Kiarie', location: 'Nairobi', rating: 5, comment: 'My skin looks brighter and I have more energy.', date: '2025-05-03' },
      { id: 'royal-jelly-capsule-r2', name: 'Jeptoo Rotich', location: 'Eldoret', rating: 5, comment: 'Helped me feel more balanced. Will reorder.', date: '2025-10-26' },
      { id: 'royal-jelly-capsule-r3', name: 'Auma Adhiambo', location: 'Kisumu', rating: 4, comment: 'Good capsules, fast delivery to Kisumu.', date: '2026-07-15' },
    ],
  },
  'evening-primrose-oil': {
    shortDescription: 'Evening primrose oil softgels for hormone balance and soft skin.',
    description:
      'Cold-pressed evening primrose oil softgels, a natural source of GLA. Many women take it through the month to support hormone balance and soft, comfortable skin.',
    ingredients: ['Evening primrose oil 1000mg (10% GLA)', 'Vitamin E', 'Gelatin softgel'],
    usage: 'Take 1 softgel twice a day with meals.',
    benefits: ['Supports hormone balance', 'Supports skin moisture', 'Natural source of GLA'],
    reviews: [
      { id: 'evening-primrose-oil-r1', name: 'Wambui Githinji', location: 'Thika', rating: 5, comment: 'My monthly cycle feels easier. Very happy.', date: '2025-09-22' },
      { id: 'evening-primrose-oil-r2', name: 'Nafula Wanjala', location: 'Kitale', rating: 4, comment: 'Good softgels, no aftertaste.', date: '2026-04-04' },
    ],
  },
  'glucosamine-turmeric-capsules': {
    shortDescription: 'Glucosamine, chondroitin and turmeric for comfortable, flexible joints.',
    description:
      'Glucosamine and chondroitin combined with turmeric and black pepper. Taken daily by active and older adults to support joint comfort and easy movement.',
    ingredients: ['Glucosamine sulphate 750mg', 'Chondroitin sulphate', 'Turmeric root extract', 'Black pepper extract'],
    usage: 'Take 2 capsules a day with food. Allow 6 to 8 weeks for full effect.',
    benefits: ['Supports joint comfort', 'Supports flexibility', 'Helps keep you active'],
    reviews: [
      { id: 'glucosamine-turmeric-capsules-r1', name: 'Mutua Kilonzo', location: 'Machakos', rating: 4, comment: 'My knees feel easier on the stairs after two months.', date: '2025-11-28' },
      { id: 'glucosamine-turmeric-capsules-r2', name: 'Cherono Kirui', location: 'Kericho', rating: 5, comment: 'Bought for my father. He walks to church again.', date: '2026-06-16' },
    ],
  },
  'turmeric-ginger-capsules': {
    shortDescription: 'Turmeric, ginger and black pepper for joints, digestion and heart health.',
    description:
      'Turmeric root and ginger in an easy capsule, with black pepper for absorption. A traditional warming blend used to support joint comfort, digestion and a healthy heart.',
    ingredients: ['Turmeric root powder', 'Ginger root powder', 'Black pepper extract'],
    usage: 'Take 2 capsules a day with meals.',
    benefits: ['Supports joint comfort', 'Supports digestion', 'Part of a heart-healthy routine'],
    reviews: [
      { id: 'turmeric-ginger-capsules-r1', name: 'Barasa Wekesa', location: 'Bungoma', rating: 4, comment: 'Affordable and I feel less stiff in the morning.', date: '2025-08-19' },
      { id: 'turmeric-ginger-capsules-r2', name: 'Kerubo Moraa', location: 'Nyamira', rating: 4, comment: 'Good for my tummy after heavy meals too.', date: '2026-01-23' },
    ],
  },
  'omega-3-fish-oil': {
    shortDescription: 'Purified omega-3 EPA and DHA softgels for heart and joint health.',
    description:
      'Purified fish oil softgels with 1000mg of omega-3 EPA and DHA. A daily softgel is a simple way to support heart health and joint comfort as part of a balanced diet.',
    ingredients: ['Fish oil concentrate 1000mg (EPA and DHA)', 'Vitamin E', 'Lemon oil'],
    usage: 'Take 1 softgel twice a day with meals. Ask your doctor if you take blood thinners.',
    benefits: ['Supports heart health', 'Supports joint comfort', 'Lemon flavour, no fishy aftertaste'],
    reviews: [
      { id: 'omega-3-fish-oil-r1', name: 'Otieno Onyango', location: 'Siaya', rating: 5, comment: 'My cardiologist suggested omega-3 and this brand is good.', date: '2025-06-30' },
      { id: 'omega-3-fish-oil-r2', name: 'Wanjiru Kimani', location: 'Naivasha', rating: 4, comment: 'No fishy burps, which is what I wanted.', date: '2026-02-25' },
    ],
  },
  'milk-thistle-capsules': {
    shortDescription: 'Milk thistle and dandelion to support liver health and natural cleansing.',
    description:
      "Milk thistle seed extract with dandelion root, a traditional European blend for the liver. Taken daily to support liver health and the body's natural cleansing.",
    ingredients: ['Milk thistle seed extract (80% silymarin)', 'Dandelion root', 'Vegetable capsule'],
    usage: 'Take 1 capsule twice a day with meals for at least 4 weeks.',
    benefits: ['Supports liver health', 'Supports natural cleansing', 'Standardised silymarin'],
    reviews: [
      { id: 'milk-thistle-capsules-r1', name: 'Kamau Mwangi', location: 'Nakuru', rating: 4, comment: 'I take it after the festive season every year.', date: '2026-01-12' },
      { id: 'milk-thistle-capsules-r2', name: 'Halima Abdi', location: 'Isiolo', rating: 5, comment: 'Good capsules and fair price.', date: '2026-05-21' },
    ],
  },
  'bitter-melon-capsules': {
    shortDescription: 'Bitter melon extract to support healthy blood sugar with meals.',
    description:
      'Bitter melon (karela) fruit extract, traditionally used across Africa and Asia to support healthy blood sugar. Taken with meals as part of a diet and exercise plan agreed with your doctor.',
    ingredients: ['Bitter melon fruit extract 500mg', 'Vegetable capsule'],
    usage: 'Take 1 capsule with lunch and 1 with dinner. If you use diabetes medication, check your sugar levels and consult your doctor.',
    benefits: ['Supports healthy blood sugar', 'Supports liver health', 'Part of a long-term wellness plan'],
    reviews: [
      { id: 'bitter-melon-capsules-r1', name: 'Mwangi Gichuru', location: 'Embu', rating: 4, comment: 'My readings are steadier with diet and these capsules.', date: '2025-09-09' },
      { id: 'bitter-melon-capsules-r2', name: 'Akinyi Auma', location: 'Kisumu', rating: 5, comment: 'Easier than drinking the bitter juice.', date: '2026-03-03' },
    ],
  },
  'cinnamon-chromium-tablets': {
    shortDescription: 'Ceylon cinnamon and chromium for healthy blood sugar and steady appetite.',
    description:
      'Ceylon cinnamon bark with chromium picolinate in a small daily tablet. It supports healthy blood sugar and steadier appetite as part of a balanced diet.',
    ingredients: ['Ceylon cinnamon bark extract', 'Chromium picolinate', 'Alpha-lipoic acid'],
    usage: 'Take 1 tablet twice a day with meals.',
    benefits: ['Supports healthy blood sugar', 'Helps curb sugar cravings', 'Small, easy tablet'],
    reviews: [
      { id: 'cinnamon-chromium-tablets-r1', name: 'Njeri Kamau', location: 'Kiambu', rating: 4, comment: 'Fewer sugar cravings in the afternoon.', date: '2025-12-01' },
      { id: 'cinnamon-chromium-tablets-r2', name: 'Hassan Mohamed', location: 'Wajir', rating: 4, comment: 'Good product, arrived in a week.', date: '2026-04-18' },
    ],
  },
  'childrens-multivitamin-syrup': {
    shortDescription: 'Orange-flavoured multivitamin syrup for children aged 2 to 12.',
    description:
      'An orange-flavoured syrup with vitamins A, C, D, zinc and honey for children aged 2 to 12. A daily spoonful supports growth, appetite and natural immunity during school terms.',
    ingredients: ['Vitamins A, C, D3 and B complex', 'Zinc', 'Honey', 'Natural orange flavour'],
    usage: 'Ages 2 to 5: 5ml a day. Ages 6 to 12: 10ml a day after breakfast. Shake well.',
    benefits: ['Supports natural immunity', 'Supports healthy growth', 'Children like the taste'],
    reviews: [
      { id: 'childrens-multivitamin-syrup-r1', name: 'Nyambura Wanjiku', location: 'Nyeri', rating: 5, comment: 'My twins ask for it every morning.', date: '2025-06-07' },
      { id: 'childrens-multivitamin-syrup-r2', name: 'Fatuma Hassan', location: 'Mombasa', rating: 5, comment: 'Good appetite since we started. Nice orange taste.', date: '2026-01-19' },
    ],
  },
  'childrens-vitamin-c-chewables': {
    shortDescription: "Fruit-based vitamin C chewables for children's immunity.",
    description:
      "Chewable vitamin C tablets made with baobab and acerola fruit, shaped like little stars. One a day supports children's natural immunity through the rainy seasons.",
    ingredients: ['Baobab fruit powder', 'Acerola cherry extract (vitamin C)', 'Xylitol'],
    usage: 'Children over 4: chew 1 tablet a day. Keep out of reach of young children.',
    benefits: ['Supports natural immunity', 'Sugar-free fruit taste', 'Made with African baobab'],
    reviews: [
      { id: 'childrens-vitamin-c-chewables-r1', name: 'Chebet Jeruto', location: 'Nandi Hills', rating: 5, comment: 'My son thinks they are sweets.', date: '2026-03-17' },
      { id: 'childrens-vitamin-c-chewables-r2', name: 'Wekesa Wanyama', location: 'Kitale', rating: 4, comment: 'Good value. The jar lasts two months.', date: '2026-07-01' },
    ],
  },
};
