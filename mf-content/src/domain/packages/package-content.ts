// The words of the health packages (/packages/<slug>), in the order of PACKAGE_SLUGS.
// Health wording: products support wellbeing; no wording may claim that they act on a disease.
import type { HealthPackage } from './package-types';

export const healthPackages: readonly HealthPackage[] = [
  {
    slug: 'CancerCare',
    title: 'Cancer Care',
    description:
      'Natural products that support immunity, energy and general wellbeing alongside, never instead of, the care of your doctor or oncology team.',
    keyBenefits: [
      'Supports the body’s natural defences',
      'Antioxidant-rich foods and herbs',
      'Helps keep up energy and appetite',
      'Gentle daily wellness routine',
    ],
    about: [
      'The Cancer Care package brings together natural products for general wellbeing, such as Reishi mushroom, Moringa leaf powder, Black Seed oil, Blueberry powder, Turmeric & Ginger and Omega-3. They support your immune system, nutrition and energy during a demanding time.',
      'These products support general wellbeing alongside, never instead of, the care of your doctor or medical team. They are not a cancer therapy and must never replace prescribed medicine, surgery, chemotherapy or radiotherapy.',
      'Some herbs and supplements can interact with medicines, so please show the list to your oncologist or pharmacist before you start. Our advisers are happy to talk you through each product on WhatsApp and share its label details.',
    ],
    recommendedFor: [
      'Adults looking for immune and nutritional support during or after cancer care',
      'Caregivers supporting a loved one’s everyday wellbeing',
      'Anyone with a family history who wants a balanced wellness routine',
      'Those whose doctor has agreed to add natural supplements',
    ],
    features: [
      {
        title: 'Works with your medical team',
        text: 'Chosen to sit alongside your doctor’s plan; we encourage you to share the list with them before starting.',
      },
      {
        title: 'Advice on WhatsApp',
        text: 'Ask our advisers about doses, timing and ingredients before you buy or while you use the products.',
      },
      {
        title: 'Quality-checked products',
        text: 'Every product is sourced from trusted suppliers and checked for sealed packaging and clear expiry dates.',
      },
      {
        title: 'Delivered to your pickup station',
        text: 'Collect your order at a pickup station in every county, and pay by M-Pesa or cash on delivery.',
      },
    ],
    aliases: ['cancer', 'cancersupport', 'cancerpackage', 'oncology'],
  },
  {
    slug: 'DiabetesCare',
    title: 'Diabetes Care',
    description:
      'Natural support for healthy blood sugar levels and overall wellbeing, used alongside, never instead of, the care and medicine from your doctor.',
    keyBenefits: [
      'Supports healthy blood sugar levels',
      'Helps with weight management',
      'Supports energy through the day',
      'Fits a balanced diet and active lifestyle',
    ],
    about: [
      'The Diabetes Care package gathers products such as Bitter Melon capsules, Cinnamon & Chromium tablets and our Diabetes Support Package. Together with a balanced diet and regular activity, they support healthy blood sugar levels and general wellbeing.',
      'These products support general wellbeing alongside, never instead of, the care of your doctor or medical team. Keep taking your prescribed medicine, keep your clinic appointments and never stop or change a dose without your doctor’s advice.',
      'Some herbs can add to the effect of blood-sugar medicines, so tell your doctor or pharmacist before you start and keep checking your sugar levels as advised. Our advisers can explain each product on WhatsApp.',
    ],
    recommendedFor: [
      'Adults managing their blood sugar with their doctor’s guidance',
      'People told by a clinician that their sugar levels are borderline',
      'Anyone working on their weight and eating habits',
      'Family members who want to support a healthier home routine',
    ],
    features: [
      {
        title: 'Alongside your doctor’s plan',
        text: 'Meant to complement, never replace, your prescribed medicine and regular clinic checks.',
      },
      {
        title: 'Clear daily routine',
        text: 'Simple guidance on when to take each product with meals, so it fits your day.',
      },
      {
        title: 'Expert guidance',
        text: 'Chat with our advisers on WhatsApp about ingredients, doses and possible interactions.',
      },
      {
        title: 'Delivered to your pickup station',
        text: 'Pickup stations in every county, with prices in KES and payment by M-Pesa or cash on delivery.',
      },
    ],
    aliases: ['diabetes', 'diabetic', 'bloodsugar', 'sugar', 'diabetespackage'],
  },
  {
    slug: 'Slimming',
    title: 'Slimming',
    description:
      'Natural products that support healthy weight management, fullness and digestion, as part of balanced meals and an active lifestyle.',
    keyBenefits: [
      'Helps you feel full for longer',
      'Supports healthy digestion',
      'Supports a balanced metabolism',
      'Fits a realistic, steady routine',
    ],
    about: [
      'The Slimming package combines products such as Kuding Plus tea, Psyllium Husk fibre, Plant Protein powder and Cinnamon & Chromium tablets. They support fullness, digestion and steady energy while you work towards a healthy weight.',
      'There is no shortcut to lasting results: these products work best with smaller portions, more vegetables and water, and regular movement such as walking. Aim for slow, steady progress rather than quick fixes.',
      'If you are pregnant, breastfeeding, take regular medicine or have a medical condition, ask your doctor before starting. Our advisers can help you choose the products that suit your goals.',
    ],
    recommendedFor: [
      'Adults working towards a healthy weight',
      'Anyone who wants to feel fuller between meals',
      'People building a more active daily routine',
      'Those looking for natural fibre and protein in their diet',
    ],
    features: [
      {
        title: 'Practical meal tips',
        text: 'Ask us for simple ideas to pair the products with everyday Kenyan meals.',
      },
      {
        title: 'Natural ingredients',
        text: 'Teas, fibre and plant protein, with every ingredient listed on the label.',
      },
      {
        title: 'Support on WhatsApp',
        text: 'Our advisers answer questions about how and when to use each product.',
      },
      {
        title: 'Delivered to your pickup station',
        text: 'Collect your order at a pickup station in every county, with prices shown in KES.',
      },
    ],
    aliases: ['slim', 'weightloss', 'weight', 'weightmanagement'],
  },
  {
    slug: 'MaleCare',
    title: 'Male Care',
    description:
      'Natural products for men’s vitality, stamina and intimate wellness, sent in plain, discreet packaging.',
    keyBenefits: [
      'Supports energy and stamina',
      'Supports healthy libido',
      'Supports hormone balance in men',
      'Plain, discreet packaging',
    ],
    about: [
      'The Male Care package brings together traditional herbs such as Maca root, Tongkat Ali and Epimedium, the Men’s Herbal Tonic, L-Arginine powder and our Male Vitality Package. They support energy, stamina and intimate wellness.',
      'Feeling well is about more than one product: good sleep, regular exercise, less alcohol and managing stress all play a part. If you have a heart condition or take medicine for blood pressure, ask your doctor before starting.',
      'We know these are personal choices. Your order is packed in plain, discreet packaging, and our advisers answer your questions privately on WhatsApp.',
    ],
    recommendedFor: [
      'Men looking to support energy and stamina',
      'Men who want to support a healthy libido',
      'Active men who want support for performance',
      'Men over 40 looking after their vitality',
    ],
    features: [
      {
        title: 'Discreet packaging',
        text: 'Your order is sent in plain, discreet packaging, so it stays private.',
      },
      {
        title: 'Private advice',
        text: 'Ask our advisers your questions confidentially on WhatsApp or by phone.',
      },
      {
        title: 'Quality-checked products',
        text: 'Sourced from trusted suppliers, with sealed packs and clear labels.',
      },
      {
        title: 'Delivered to your pickup station',
        text: 'Collect at a pickup station in every county and pay by M-Pesa or cash on delivery.',
      },
    ],
    aliases: ['male', 'men', 'mens', 'man', 'menshealth', 'malevitality', 'malepackage'],
  },
  {
    slug: 'FemaleCare',
    title: 'Female Care',
    description:
      'Natural products that support hormone balance, monthly comfort and women’s wellbeing through every stage of life.',
    keyBenefits: [
      'Supports natural hormone balance',
      'Supports monthly comfort',
      'Helps with stress and restful sleep',
      'Supports wellbeing through menopause',
    ],
    about: [
      'The Female Care package includes products such as Evening Primrose oil, Shatavari, Royal Jelly and Ashwagandha, together with our Female Sexual Wellness Package. They support hormone balance, mood and energy through the monthly cycle and later life.',
      'A woman’s needs change over the years, from the teenage years to pregnancy and menopause. Our advisers can help you choose the products that fit your stage and goals.',
      'If you are pregnant, breastfeeding, trying to conceive or take hormonal medicine or contraception, please check with your doctor or pharmacist before starting any herbal product. Our advisers answer your questions privately on WhatsApp.',
    ],
    recommendedFor: [
      'Women looking to support hormone balance',
      'Those wanting more comfort around their monthly cycle',
      'Women going through perimenopause or menopause',
      'Busy women managing stress and tiredness',
    ],
    features: [
      {
        title: 'Advice for every life stage',
        text: 'Our advisers help you choose products that suit your age and goals.',
      },
      {
        title: 'Discreet packaging',
        text: 'Orders are sent in plain packaging for your privacy.',
      },
      {
        title: 'Natural ingredients',
        text: 'Traditional herbs and oils with clear labels and directions.',
      },
      {
        title: 'Delivered to your pickup station',
        text: 'Pickup stations in every county, with prices in KES.',
      },
    ],
    aliases: ['female', 'women', 'womens', 'woman', 'ladies', 'womenshealth', 'femalepackage'],
  },
  {
    slug: 'DigestiveCare',
    title: 'Digestive Care',
    description:
      'Probiotics and herbal tea that support a healthy gut, comfortable digestion and the immune system that lives in your gut.',
    keyBenefits: [
      'Supports a balanced gut flora',
      'Supports comfortable digestion',
      'Supports the immune system',
      'Easy to add to your daily routine',
    ],
    about: [
      'The Digestive Care package brings together Probiotic capsules and Kuding Plus tea. Probiotics add friendly bacteria to support a balanced gut, while Kuding tea is a traditional herbal drink enjoyed after meals.',
      'Much of the immune system is found in the gut, so looking after your digestion supports your overall wellbeing. Plenty of water, fibre from vegetables and fruit, and regular meals help the products do their part.',
      'If you have ongoing stomach pain, blood in your stool or sudden weight loss, please see a doctor. Our advisers can tell you how to take each product on WhatsApp.',
    ],
    recommendedFor: [
      'Adults who want to support their gut health',
      'Anyone whose digestion feels unsettled after meals',
      'People rebuilding their gut flora after a course of antibiotics, with their doctor’s advice',
      'Those looking to support immunity through the gut',
    ],
    features: [
      {
        title: 'Simple daily routine',
        text: 'One capsule and a cup of tea fit easily around your meals.',
      },
      {
        title: 'Storage tips',
        text: 'We tell you how to store probiotics so they stay at their best.',
      },
      {
        title: 'Expert guidance',
        text: 'Ask our advisers on WhatsApp how to start and what to expect.',
      },
      {
        title: 'Delivered to your pickup station',
        text: 'Collect at a pickup station in every county and pay by M-Pesa or cash on delivery.',
      },
    ],
    aliases: ['digestive', 'digestion', 'gut', 'guthealth', 'stomach', 'digestivepackage'],
  },
  {
    slug: 'SkinCare',
    title: 'Skin Care',
    description:
      'Natural soaps, butters, oils and masks that gently cleanse, moisturise and nourish your skin, for a simple everyday routine.',
    keyBenefits: [
      'Gently cleanses without harsh chemicals',
      'Deeply moisturises dry skin',
      'Supports a smooth, even-looking glow',
      'Simple routine for everyday use',
    ],
    about: [
      'The Skin Care package includes natural favourites such as African Black Soap, Olive Soap, Raw Shea Butter, Aloe Vera Gel, Virgin Coconut Oil, Rosehip Face Oil and the Turmeric Clay Face Mask. Marine Collagen powder and Evening Primrose oil support your skin from within.',
      'A simple routine works best: cleanse gently, moisturise while the skin is still damp, and use sunscreen or cover up during the strong midday sun. Drinking enough water helps too.',
      'Try new products on a small patch of skin first and stop if you notice redness or itching. For a rash or skin condition that does not go away, please see a doctor or dermatologist.',
    ],
    recommendedFor: [
      'Anyone looking for a natural daily skin routine',
      'People with dry or rough skin',
      'Those who prefer products without harsh chemicals',
      'Anyone caring for their skin as it ages',
    ],
    features: [
      {
        title: 'Routine advice',
        text: 'Ask us which products suit your skin type and in what order to use them.',
      },
      {
        title: 'Natural ingredients',
        text: 'Shea, coconut, aloe, olive and rosehip from trusted suppliers.',
      },
      {
        title: 'Quality-checked products',
        text: 'Sealed packs with clear labels and expiry dates.',
      },
      {
        title: 'Delivered to your pickup station',
        text: 'Pickup stations in every county, with prices in KES.',
      },
    ],
    aliases: ['skin', 'beauty', 'skinhealth'],
  },
  {
    slug: 'HeartCare',
    title: 'Heart Care',
    description:
      'Natural products that support a healthy heart and circulation alongside, never instead of, the care and medicine from your doctor.',
    keyBenefits: [
      'Supports heart and circulation health',
      'Healthy fats from Omega-3',
      'Supports healthy blood flow',
      'Fits a heart-friendly lifestyle',
    ],
    about: [
      'The Heart Care package includes products such as Omega-3 Fish Oil, Turmeric & Ginger capsules, L-Arginine powder and our Heart Care Package. They support healthy circulation and general wellbeing as part of a heart-friendly lifestyle.',
      'These products support general wellbeing alongside, never instead of, the care of your doctor or medical team. Keep taking your prescribed medicine and never stop or change it without your doctor’s advice.',
      'Omega-3 and some herbs can interact with blood thinners and blood-pressure medicines, so tell your doctor or pharmacist before starting. Less salt, regular walks and not smoking make a real difference too.',
    ],
    recommendedFor: [
      'Adults who want to look after their heart health',
      'People keeping an eye on their blood pressure or cholesterol with their doctor',
      'Anyone with a family history of heart problems',
      'Adults over 40 building healthier habits',
    ],
    features: [
      {
        title: 'Alongside your doctor’s plan',
        text: 'Meant to complement your prescribed care; we encourage you to share the list with your doctor.',
      },
      {
        title: 'Interaction check',
        text: 'Tell our advisers which medicines you take and we will point out what to ask your doctor.',
      },
      {
        title: 'Quality-checked products',
        text: 'Sealed packs from trusted suppliers, with clear labels and expiry dates.',
      },
      {
        title: 'Delivered to your pickup station',
        text: 'Collect at a pickup station in every county and pay by M-Pesa or cash on delivery.',
      },
    ],
    aliases: ['heart', 'hearthealth', 'cardio', 'cardiac', 'heartpackage'],
  },
  {
    slug: 'ImmuneBooster',
    title: 'Immune Booster',
    description:
      'Natural products that support your body’s defences all year round, from Moringa and Reishi to Black Seed oil.',
    keyBenefits: [
      'Supports the body’s natural defences',
      'Rich in vitamins and antioxidants',
      'Supports energy and recovery',
      'Supports wellbeing in the cold, rainy seasons',
    ],
    about: [
      'The Immune Booster package brings together some of our most trusted products, such as Moringa leaf powder, Reishi mushroom capsules, Black Seed oil, A-Power capsules, Blueberry powder and Probiotics. They support your immune system and energy.',
      'A strong immune system also depends on good food, enough sleep, regular activity and managing stress. The products work best as part of that everyday routine.',
      'If you are pregnant, breastfeeding or take regular medicine, check with your doctor or pharmacist first. For children, see our Kids Care package with products made for younger ages.',
    ],
    recommendedFor: [
      'Adults who want to support their immunity',
      'People who often feel run down',
      'Busy workers and students under stress',
      'Older adults looking after their everyday wellbeing',
      'Anyone preparing for the cold and rainy seasons',
    ],
    features: [
      {
        title: 'Expert-curated',
        text: 'A mix of herbs, mushrooms and superfoods chosen by our wellness team.',
      },
      {
        title: 'Family friendly',
        text: 'Ask us how to build an immune routine for the whole household.',
      },
      {
        title: 'Advice on WhatsApp',
        text: 'Our advisers answer questions about doses and how to combine the products.',
      },
      {
        title: 'Delivered to your pickup station',
        text: 'Pickup stations in every county, with prices in KES and payment by M-Pesa or cash on delivery.',
      },
    ],
    aliases: ['immune', 'immunity', 'immunitybooster', 'immuneboost', 'immunesupport'],
  },
  {
    slug: 'MentalCare',
    title: 'Mental Care',
    description:
      'Natural products that support focus, memory and mental energy, for busy days of work and study.',
    keyBenefits: [
      'Supports focus and concentration',
      'Supports memory',
      'Supports steady mental energy',
      'Helps you cope with everyday stress',
    ],
    about: [
      'The Mental Care package includes Ginkgo Biloba capsules, Ginseng Coffee and our Brain & Focus Package. Ginkgo and Ginseng are traditional herbs used to support memory, concentration and mental energy.',
      'A clear mind also needs good sleep, regular meals, water and breaks from screens. The products work best alongside these everyday habits.',
      'Ginkgo can interact with blood thinners and some other medicines, so check with your doctor or pharmacist first. If you feel low, anxious or overwhelmed for a long time, please talk to a doctor or counsellor.',
    ],
    recommendedFor: [
      'Students preparing for exams',
      'Professionals with demanding workdays',
      'Older adults who want to support their memory',
      'Anyone who feels mentally tired in the afternoon',
    ],
    features: [
      {
        title: 'Expert guidance',
        text: 'Ask us which product suits your day, from a morning coffee to capsules.',
      },
      {
        title: 'Natural ingredients',
        text: 'Ginkgo, Ginseng and other traditional herbs with clear labels.',
      },
      {
        title: 'Quality-checked products',
        text: 'Sealed packs from trusted suppliers, with clear expiry dates.',
      },
      {
        title: 'Delivered to your pickup station',
        text: 'Collect at a pickup station in every county and pay by M-Pesa or cash on delivery.',
      },
    ],
    aliases: ['mental', 'mentalhealth', 'brain', 'focus', 'memory', 'mind', 'mentalpackage'],
  },
  {
    slug: 'KidsCare',
    title: 'Kids Care',
    description:
      'Gentle vitamins made for children, a multivitamin syrup and vitamin C chewables, to support growing bodies and everyday immunity.',
    keyBenefits: [
      'Supports children’s immunity',
      'Helps fill gaps in a picky eater’s diet',
      'Child-friendly syrup and chewables',
      'Clear doses by age on every label',
    ],
    about: [
      'The Kids Care package includes our Children’s Multivitamin Syrup and Children’s Vitamin C Chewables. They support growing bodies and everyday immunity, especially when meals are not as varied as you would like.',
      'Vitamins add to, but never replace, a balanced diet of fruit, vegetables, beans and eggs, with plenty of sleep and outdoor play. Give only the child dose on the label, for the ages it states.',
      'Keep all supplements out of children’s reach, and ask a paediatrician or pharmacist first if your child has a medical condition or takes medicine. Do not give chewables to children under 3, as they can be a choking risk.',
    ],
    recommendedFor: [
      'Children who are picky eaters',
      'Children starting school or daycare',
      'Parents looking to support their child’s immunity',
      'Families wanting a simple daily vitamin routine',
    ],
    features: [
      {
        title: 'Made for children',
        text: 'Child-friendly forms and flavours with clear doses by age.',
      },
      {
        title: 'Advice for parents',
        text: 'Ask our advisers on WhatsApp which product suits your child’s age.',
      },
      {
        title: 'Quality-checked products',
        text: 'Sealed packs with clear labels and expiry dates.',
      },
      {
        title: 'Delivered to your pickup station',
        text: 'Pickup stations in every county, with prices in KES.',
      },
    ],
    aliases: ['kids', 'kid', 'children', 'childrens', 'child', 'kidspackage'],
  },
];
