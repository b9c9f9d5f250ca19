import type { BlogArticle } from './blog-types';

/** The blog's articles, newest first. */
export const blogArticles: readonly BlogArticle[] = [
  {
    id: 'supporting-your-immunity-through-the-rainy-season',
    title: 'Supporting Your Immunity Through the Rainy Season',
    excerpt:
      "The short rains bring cold mornings, wet commutes and crowded offices. Here is a practical, food-first plan to support your body's natural defences through the wet months.",
    author: 'Brian Otieno',
    date: '2026-11-10',
    category: 'Immunity',
    image: '/art/blog/supporting-your-immunity-through-the-rainy-season.svg',
    relatedProductIds: ['immune-booster-package', 'moringa-leaf-powder', 'black-seed-oil-capsules', 'childrens-vitamin-c-chewables'],
    content: `
<p>Every year, as the short rains arrive in October and November, our customer line gets busier. Cold mornings, soaked shoes after the walk from the matatu stage and long hours in closed offices and classrooms all ask a lot of the body. No single product makes anyone untouchable, but there is a great deal you can do every day to support your natural defences. Here is the plan I share with customers who call us at this time of year.</p>

<h2>Start with the plate</h2>
<p>Your immune system runs on ordinary nutrients: protein, vitamins A and C, zinc, iron and plenty of water. The good news is that Kenyan kitchens are full of them.</p>
<ul>
<li><strong>Dark leafy greens</strong> such as sukuma wiki, managu, terere and kunde leaves bring vitamin A, folate and iron. Cook them lightly so they keep their colour.</li>
<li><strong>Omena and beans</strong> provide protein and zinc. A plate of githeri with a side of omena is a simple, affordable combination.</li>
<li><strong>Fruit in season</strong> such as oranges, pawpaw and guavas supplies vitamin C. A single guava from the market often holds more vitamin C than an orange.</li>
<li><strong>Orange-fleshed sweet potatoes and pumpkin</strong> add beta-carotene, which the body turns into vitamin A.</li>
</ul>
<p>If your diet is patchy during busy weeks, a spoon of <a href="/product/moringa-leaf-powder">moringa leaf powder</a> stirred into uji or githeri is an easy way to add extra greens.</p>

<h2>Sleep, stress and staying warm</h2>
<p>Studies link short sleep with catching colds more easily, so aim for seven to eight hours and keep the hour before bed quiet. Long-term stress also takes its toll. Build small pauses into your day: a walk at lunchtime, a phone-free supper, a cup of tea with family.</p>
<p>Staying warm and dry matters more than people think. Keep a spare pair of socks at the office, dry wet clothes properly rather than wearing them damp, and open the windows for a few minutes each day so indoor air does not become stale, even when it is chilly outside.</p>

<h2>Simple hygiene habits that add up</h2>
<p>Colds and flu spread fastest in crowded, closed spaces, and the rainy season pushes all of us indoors. A few habits go a long way:</p>
<ol>
<li>Wash your hands with soap and water when you arrive at work, before eating and when you get home.</li>
<li>Cough or sneeze into your elbow, and teach children to do the same.</li>
<li>Boil or filter drinking water, especially when heavy rain affects the local water supply.</li>
<li>Stay home for a day or two when you feel unwell, if you can. Your colleagues will thank you.</li>
</ol>

<h2>Where supplements fit in</h2>
<p>Supplements work best as a top-up, not as a replacement for good food and rest. Some customers like <a href="/product/black-seed-oil-capsules">black seed oil capsules</a> through the cold months, and families with school-going children often keep <a href="/product/childrens-vitamin-c-chewables">vitamin C chewables</a> in the cupboard for fussy eaters. Our <a href="/packages/ImmuneBooster">Immune Booster package</a> brings together A-Power Capsules, Kuding Plus Tea and Blueberry Powder for those who want one simple routine to follow.</p>
<p>Whatever you choose, read the label, stick to the suggested amount and give it a few weeks as part of a balanced routine. More is not better, especially with vitamin A and zinc, which can build up in the body.</p>

<h2>Know when to see someone</h2>
<p>Most colds settle within a week to ten days. A high fever, difficulty breathing, chest pain or symptoms that keep getting worse are signs to visit a clinic rather than wait it out. In many parts of Kenya the rains also bring more mosquitoes, so a fever with chills deserves a malaria test.</p>
<blockquote>Small, steady habits through the season do more for your defences than any quick fix.</blockquote>
<p>Finally, if you are pregnant, breastfeeding, on regular medication or living with a long-term condition, please speak to your doctor or pharmacist before adding any supplement. Our team is always happy to help <a href="/contact">by phone or email</a>.</p>
`,
  },
  {
    id: 'mens-vitality-energy-stress-and-nutrition',
    title: "Men's Vitality: Energy, Stress and Nutrition",
    excerpt:
      'Feeling flat, tired or distracted is common for busy men. We look at the everyday foundations of vitality: sleep, stress, food, movement and honest talks with your doctor.',
    author: 'Brian Otieno',
    date: '2026-10-21',
    category: 'Sexual Wellness',
    image: '/art/blog/mens-vitality-energy-stress-and-nutrition.svg',
    relatedProductIds: ['male-vitality-package', 'maca-root-powder', 'tongkat-ali-capsules', 'ashwagandha-capsules'],
    content: `
<p>Many of the men who contact us ask, a little quietly, about energy and drive. They are usually in their thirties to fifties, juggling work, school fees, long commutes and family. What they describe is rarely one single problem. It is tiredness, stress, poor sleep and a sense that they are not quite themselves, at home or in their relationship. The encouraging part is that vitality usually responds well to the basics.</p>

<h2>Energy starts with sleep</h2>
<p>Testosterone and many other hormones follow a daily rhythm, and much of that rhythm is set during deep sleep. A man who sleeps five hours a night because of a late shift, a long jam on Thika Road and a phone in bed will feel it. Try to keep a regular bedtime, leave the phone outside the bedroom and cut back on strong tea or coffee after 2 p.m. If your partner says you snore loudly or seem to stop breathing at night, mention it to a doctor; it is common and worth checking.</p>

<h2>Stress and the mind-body link</h2>
<p>Desire begins in the brain. When you are worried about money, work or health, the body stays on alert, and intimacy is one of the first things to take a back seat. Practical steps help:</p>
<ul>
<li>Move your body most days. A brisk 30-minute walk, a football match on Saturday or a session at the gym all lift mood and support circulation.</li>
<li>Keep alcohol moderate. Heavy weekend drinking often leaves men more tired, not more relaxed.</li>
<li>Make time to talk with your partner outside the bedroom. Feeling connected during the week matters.</li>
<li>Some men find that an adaptogenic herb such as <a href="/product/ashwagandha-capsules">ashwagandha</a> helps them feel calmer as part of an evening routine.</li>
</ul>

<h2>Food for steady energy</h2>
<p>What you eat affects your weight, your circulation and your energy through the day. A plate built around vegetables, beans and whole grains with a modest portion of protein serves men well.</p>
<ul>
<li><strong>Zinc</strong> from omena, pumpkin seeds, beans and lean meat contributes to normal fertility and normal testosterone levels.</li>
<li><strong>Healthy fats</strong> from avocados, groundnuts and fish support the heart and blood vessels, and good circulation matters for vitality.</li>
<li><strong>Fibre</strong> from githeri, brown ugali and sukuma wiki keeps blood sugar steadier, so you avoid the afternoon slump.</li>
</ul>
<p>Keep an eye on your waistline too. Extra weight around the middle is linked with lower testosterone and with blood pressure and blood sugar creeping upwards, all of which affect how energetic you feel.</p>

<h2>Where natural products fit</h2>
<p>Many men like to add a natural supplement once the basics are in place. <a href="/product/maca-root-powder">Maca root powder</a> has a malty taste that goes well in a morning shake or uji, and <a href="/product/tongkat-ali-capsules">tongkat ali</a> is traditionally used in Southeast Asia to support stamina and drive. Our <a href="/packages/MaleCare">Male Care</a> range and the Male Vitality Package bring these together in discreet packaging. Think of them as part of a balanced routine, not a shortcut, and give any product several weeks.</p>

<h2>Talk to a doctor without embarrassment</h2>
<p>Changes in desire or performance can be an early signal of something else going on, such as high blood pressure, raised blood sugar or a heart problem. That is why a check-up is worth more than any supplement. Doctors have these conversations every day, and you will not shock them. A simple blood pressure and blood sugar check is a good place to start, and bringing your partner along can make the conversation easier.</p>
<p>If you take medication for blood pressure, the heart, diabetes or mood, or you live with any long-term condition, ask your doctor or pharmacist before using any vitality product, because some herbs and L-arginine can interact with heart medicines. Our team is also happy to answer questions <a href="/contact">in confidence</a>.</p>
`,
  },
  {
    id: 'shea-butter-and-african-black-soap-explained',
    title: 'Shea Butter and African Black Soap, Explained',
    excerpt:
      'Two African classics have found a home in Kenyan bathrooms. Here is what shea butter and black soap are, how they are made and how to use them well on different skin types.',
    author: 'Faith Chebet',
    date: '2026-09-29',
    category: 'Skincare',
    image: '/art/blog/shea-butter-and-african-black-soap-explained.svg',
    relatedProductIds: ['raw-shea-butter', 'african-black-soap', 'virgin-coconut-oil', 'olive-soap'],
    content: `
<p>Walk into almost any market in Nairobi, Kisumu or Mombasa and you will find shea butter and African black soap side by side. Both are made by hand, often by women's groups, using methods passed down for generations, and both have become Kenyan favourites for dry skin, rough heels and hair. They are simple products, but a little knowledge helps you get the best from them.</p>

<h2>What is shea butter?</h2>
<p>Shea butter is the fat pressed from the nuts of the shea tree, which grows across the savanna belt of Africa, from Senegal all the way to northern Uganda and South Sudan, close to our own border. The nuts are dried, crushed, roasted and kneaded with water until the butter rises to the top. Raw, unrefined shea is ivory to pale yellow, smells faintly nutty and melts at skin temperature. The East African variety is known for being especially soft and easy to spread.</p>
<p>Shea is rich in fatty acids such as oleic and stearic acid, with small amounts of vitamins A and E. Those fats sit on the skin and help it hold on to moisture, which is why shea feels so comforting in the dry months of January and February or after a long day in an air-conditioned office.</p>

<h2>What is African black soap?</h2>
<p>Traditional black soap comes from West Africa, where it is known as ose dudu in Yoruba and alata samina in Ghana. It is made from the ash of roasted plantain skins, cocoa pods or palm leaves, mixed with oils such as palm kernel oil, coconut oil and often shea butter. The ash supplies the alkali that turns oil into soap. Real black soap is soft, uneven and dark brown rather than jet black, and it may contain small specks of ash.</p>
<p>It lathers well and cleans thoroughly, which people with oily or combination skin appreciate, and it is good at lifting the sweat and dust of a Nairobi day. It can also feel drying, so it needs a gentle touch.</p>

<h2>How to use them together</h2>
<ol>
<li><strong>Cut a small piece</strong> of black soap and keep the rest wrapped and dry. It softens quickly in a wet soap dish.</li>
<li><strong>Lather in your hands first</strong>, not directly on the face, because the specks of ash can scratch.</li>
<li><strong>Rinse well with lukewarm water</strong> and pat dry with a clean towel.</li>
<li><strong>Warm a pea-sized amount of shea</strong> between your palms and press it into slightly damp skin to seal in moisture.</li>
<li><strong>Go lighter on the face.</strong> Dry skin usually enjoys shea at night; oily skin may prefer it only on elbows, knees and heels.</li>
</ol>
<p>Start with black soap two or three times a week on the face and see how your skin responds before using it daily. If your skin feels tight after washing, switch to a milder bar such as <a href="/product/olive-soap">olive soap</a> on the other days.</p>

<h2>Hair, hands and the whole family</h2>
<p>Shea is a staple of natural hair care. A little on the ends of braids or twists keeps them soft, and it works well as a sealant after a water-based leave-in conditioner. Many mothers also use it on children's dry elbows and knees. For a lighter feel in the hot season, blend it with a few drops of <a href="/product/virgin-coconut-oil">virgin coconut oil</a> from the coast.</p>

<h2>Buying and storing well</h2>
<ul>
<li>Choose unrefined shea with a mild nutty smell. Pure white, odourless butter has usually been refined and lost some of its goodness.</li>
<li>A grainy texture after hot weather is normal. Melt it gently and let it cool quickly to make it smooth again.</li>
<li>Keep both products out of direct sun and away from bathroom steam.</li>
</ul>
<p>You will find our <a href="/product/raw-shea-butter">raw shea butter</a>, made by women's groups in northern Uganda, and our <a href="/product/african-black-soap">African black soap</a> with the rest of our <a href="/shop?category=skincare">skincare range</a>.</p>
<p>A final note: do a small patch test on your inner arm before first use, especially if you have a nut allergy or sensitive skin. If you have eczema or another skin condition, are pregnant, or use creams prescribed by your doctor, check with your doctor or pharmacist before changing your routine.</p>
`,
  },
  {
    id: 'blood-sugar-friendly-eating-with-kenyan-staples',
    title: 'Blood Sugar Friendly Eating with Kenyan Staples',
    excerpt:
      'You do not have to give up ugali, chapati or chai to eat in a way that is kinder to your blood sugar. Small swaps and smarter plates make a real difference.',
    author: 'Wanjiru Kamau',
    date: '2026-09-08',
    category: 'Nutrition',
    image: '/art/blog/blood-sugar-friendly-eating-with-kenyan-staples.svg',
    relatedProductIds: ['diabetes-support-package', 'cinnamon-chromium-tablets', 'bitter-melon-capsules', 'psyllium-husk-fibre'],
    content: `
<p>When people hear that they should watch their blood sugar, many assume it means saying goodbye to ugali, chapati and their morning chai. In my work as a nutritionist I rarely ask anyone to give up the foods they grew up with. Instead, we look at portions, preparation and what goes on the plate alongside them. Traditional Kenyan food, built on vegetables, legumes and whole grains, is a great starting point.</p>

<h2>Why steady blood sugar matters</h2>
<p>After a meal, carbohydrates are broken down into glucose, which enters the bloodstream. The body then releases insulin to move that glucose into the cells. Refined foods such as white bread, mandazi and sugary drinks send glucose up quickly and then down again, which often shows up as an energy crash and cravings by mid-afternoon. Meals with more fibre, protein and healthy fat release their energy slowly. Over time, steadier levels support your energy, weight management and long-term wellbeing.</p>

<h2>The half, quarter, quarter plate</h2>
<p>A simple guide works with almost any Kenyan meal:</p>
<ul>
<li><strong>Half the plate</strong>: non-starchy vegetables such as sukuma wiki, managu, terere, cabbage, spinach or a fresh kachumbari.</li>
<li><strong>A quarter</strong>: protein such as beans, ndengu, omena, eggs, fish or chicken.</li>
<li><strong>A quarter</strong>: starch such as ugali, rice, matoke, nduma or sweet potato.</li>
</ul>
<p>Most of us serve it the other way round, with ugali filling half the plate and a small spoon of greens on the side. Simply rearranging the portions is often the most powerful change a family can make.</p>

<h2>Smart swaps with familiar foods</h2>
<ol>
<li><strong>Choose whole-grain flour.</strong> Brown ugali made from whole maize, or flour mixed with millet and sorghum, digests more slowly than sifted white flour.</li>
<li><strong>Love your githeri.</strong> Maize and beans together bring fibre and protein in one pot. Add a handful of greens and a slice of avocado.</li>
<li><strong>Keep matoke and sweet potatoes whole.</strong> Boiled or steamed pieces raise blood sugar more gently than mashed or fried versions.</li>
<li><strong>Rethink your chai.</strong> Cut the sugar gradually, by half a spoon each week, and your taste buds will adjust.</li>
<li><strong>Keep mandazi and white chapati for occasions</strong> rather than every day, and pair them with beans or ndengu when you do have them.</li>
<li><strong>Drink water</strong> with meals instead of soda or boxed juice.</li>
</ol>

<h2>Timing, movement and fibre</h2>
<p>Eating at regular times helps, as does avoiding very large meals late at night. A ten- to fifteen-minute walk after supper is one of the simplest habits for gentler blood sugar after eating, and it is a pleasant way to end the day with family. If you find it hard to get enough fibre, a spoon of <a href="/product/psyllium-husk-fibre">psyllium husk</a> in a glass of water before a meal adds soluble fibre and helps you feel full.</p>

<h2>Where natural products fit in</h2>
<p>Some customers like to add <a href="/product/cinnamon-chromium-tablets">cinnamon and chromium tablets</a> or <a href="/product/bitter-melon-capsules">bitter melon capsules</a> with their meals. Bitter melon, also called karela, has a long traditional use across Africa and Asia. Our <a href="/packages/DiabetesCare">Diabetes Care</a> page explains how these products fit together. They are meant to support healthy blood sugar alongside the food and movement changes above, never to replace prescribed medicine or regular check-ups.</p>
<blockquote>The best eating plan is the one you can keep up. Start with one change this week, and add another next week.</blockquote>
<p>If you have diabetes or pre-diabetes, take any blood sugar medication, or are pregnant, please talk to your doctor or pharmacist before adding supplements, as some can lower blood sugar further when combined with medicines. Keep monitoring your levels as your care team advises.</p>
`,
  },
  {
    id: 'oral-care-the-natural-way-with-miswak',
    title: 'Oral Care the Natural Way with Miswak',
    excerpt:
      'The humble chewing stick has kept smiles fresh from Lamu to Garissa for generations. Learn how to use a miswak well and build a simple, natural routine for teeth and gums.',
    author: 'Amina Hassan',
    date: '2026-08-17',
    category: 'Wellness',
    image: '/art/blog/oral-care-the-natural-way-with-miswak.svg',
    relatedProductIds: ['miswak-chewing-sticks', 'herbs-toothpaste', 'herbal-mouthwash'],
    content: `
<p>Long before toothpaste tubes reached our shops, people along the Kenyan coast and in the north cleaned their teeth with a twig. The miswak, cut from the arak tree, is still a daily habit for many families in Mombasa, Lamu, Garissa and Wajir, and it is becoming popular in Nairobi too. I grew up watching my grandmother chew one after every meal. Here is what makes it special and how to use it properly.</p>

<h2>What makes miswak different</h2>
<p>The arak tree, Salvadora persica, grows in the dry lands of East Africa, the Middle East and South Asia. Its twigs are naturally fibrous, so once you chew the end it splits into soft bristles. The wood also contains natural compounds, including tannins, silica and aromatic oils, which give it a slightly peppery taste. The World Health Organization has recognised the chewing stick as a tool for oral hygiene, and studies have found that, used correctly, it can remove plaque about as well as an ordinary toothbrush.</p>

<h2>How to use a miswak</h2>
<ol>
<li><strong>Peel about one centimetre</strong> of bark from one end.</li>
<li><strong>Chew the exposed tip</strong> gently until the fibres separate into bristles. Soaking a dry stick in water for a few minutes makes this easier.</li>
<li><strong>Brush with the bristles</strong> using small strokes away from the gums, covering the front, back and biting surfaces of every tooth.</li>
<li><strong>Rinse the stick</strong> after use and keep it somewhere clean and airy, not in a closed, damp container.</li>
<li><strong>Trim the used bristles</strong> every day or two and peel a fresh section.</li>
</ol>
<p>A stick usually lasts a week or two. Our <a href="/product/miswak-chewing-sticks">miswak chewing sticks</a> are vacuum-packed so they stay fresh until you open them.</p>

<h2>Miswak and toothpaste together</h2>
<p>You do not have to choose one or the other. Many people use a miswak during the day, after lunch at the office or on a long bus journey, and brush with toothpaste morning and night. Those who love a herbal flavour often pick our <a href="/product/herbs-toothpaste">Herbs Toothpaste</a>, a fluoride-free paste with clove, neem and peppermint. If you are prone to cavities, ask your dentist whether a fluoride toothpaste would suit you better. A rinse with an alcohol-free <a href="/product/herbal-mouthwash">herbal mouthwash</a> freshens breath when brushing after a meal is not practical.</p>

<h2>Everyday habits for a healthy mouth</h2>
<ul>
<li>Cut down on sugary chai, soda and sweets between meals. How often you have sugar matters as much as how much.</li>
<li>Snack on raw carrots, cucumber or crunchy fruit rather than biscuits.</li>
<li>Drink a glass of water after meals, especially after tea or coffee, to rinse away sugars and stains.</li>
<li>Clean between your teeth every day with floss or small interdental brushes.</li>
<li>Replace a worn-out stick or brush promptly, because frayed bristles clean poorly.</li>
</ul>

<h2>See a dentist regularly</h2>
<p>Natural care is a wonderful daily habit, but it does not replace a check-up. Visit a dentist once or twice a year, and sooner if your gums bleed often, a tooth is sensitive or painful, or you notice a sore in the mouth that has not gone away within two weeks. Children should see a dentist soon after their first teeth appear, so that visits feel normal from an early age.</p>
<p>Miswak is gentle and suits most adults. If you wear braces, have dental implants or a gum condition, or are recovering from dental work, ask your dentist before using one. And if you are pregnant, breastfeeding or taking regular medication, a quick word with your doctor or pharmacist before trying new products is always wise. You can browse more natural options in our <a href="/shop?category=dental-care">dental care range</a>.</p>
`,
  },
  {
    id: 'gut-health-and-immunity-fibre-probiotics-and-fermented-foods',
    title: 'Gut Health and Immunity: Fibre, Probiotics and Fermented Foods',
    excerpt:
      "Much of your immune system lives along your gut. Discover how fibre, probiotics and traditional fermented foods like mursik and sour uji support a balanced gut and your body's defences.",
    author: 'Wanjiru Kamau',
    date: '2026-07-23',
    category: 'Immunity',
    image: '/art/blog/gut-health-and-immunity-fibre-probiotics-and-fermented-foods.svg',
    relatedProductIds: ['probiotic-capsules', 'psyllium-husk-fibre', 'aloe-vera-juice'],
    content: `
<p>It surprises many people to learn that a large share of the body's immune tissue lines the gut. The trillions of bacteria living in your intestines, known together as the gut microbiome, are in constant conversation with those immune cells. Feeding these bacteria well is one of the most practical ways to support your body's natural defences, and Kenyan food traditions are already full of good ideas.</p>

<h2>What your gut bacteria need</h2>
<p>Friendly gut bacteria feed on fibre, especially the kinds the body cannot digest on its own. When they ferment that fibre they produce short-chain fatty acids, which nourish the cells of the gut lining and help keep it strong. Most adults need around 25 to 30 grams of fibre a day, and most of us fall short.</p>
<ul>
<li><strong>Legumes</strong>: beans, ndengu, njahi, kunde and pigeon peas (mbaazi).</li>
<li><strong>Whole grains</strong>: millet, sorghum, brown ugali, brown rice and oats.</li>
<li><strong>Root crops</strong>: nduma, sweet potatoes and cassava, boiled or steamed rather than fried.</li>
<li><strong>Vegetables and fruit</strong>: managu, sukuma wiki, pumpkin leaves, bananas, pawpaw and guavas.</li>
</ul>
<p>Variety matters as much as quantity. Different bacteria prefer different fibres, so try to eat a wide range of plants across the week rather than the same two vegetables every day.</p>

<h2>Fermented foods: a Kenyan tradition</h2>
<p>Fermentation was how our grandparents kept food without a fridge, and many of those foods carry live cultures.</p>
<ul>
<li><strong>Mursik</strong>, the Kalenjin fermented milk kept in a gourd seasoned with charcoal from selected trees, is one of the best known.</li>
<li><strong>Maziwa lala</strong> and natural yoghurt are easy to find in any supermarket and are gentle on most stomachs.</li>
<li><strong>Sour uji</strong>, made by leaving millet or sorghum flour to ferment overnight before cooking, has a pleasant tang and makes a filling breakfast.</li>
</ul>
<p>Choose plain versions where you can, since flavoured yoghurts and drinks often carry a lot of added sugar.</p>

<h2>Where probiotics fit</h2>
<p>Probiotics are live beneficial bacteria in capsule or food form. A course of <a href="/product/probiotic-capsules">probiotic capsules</a> can be a convenient top-up, for example after a course of antibiotics prescribed by your doctor, while travelling, or when your diet has been less varied than usual. If you struggle to reach your daily fibre, <a href="/product/psyllium-husk-fibre">psyllium husk</a> stirred into water is a simple addition; start with a small amount and drink plenty of water with it. Some customers also enjoy <a href="/product/aloe-vera-juice">aloe vera juice</a> as part of their morning routine. You will find more ideas on our <a href="/packages/DigestiveCare">Digestive Care</a> page.</p>

<h2>Habits that upset the balance</h2>
<p>Good food is only part of the picture. These everyday factors also affect your gut:</p>
<ol>
<li><strong>Stress</strong>: the gut and the brain are closely linked, which is why worry so often shows up as an upset stomach.</li>
<li><strong>Poor sleep</strong>: irregular sleep can disturb the daily rhythm of your gut bacteria.</li>
<li><strong>Highly processed foods</strong>: sausages, crisps and sugary drinks crowd out the fibre-rich foods your bacteria need.</li>
<li><strong>Unnecessary antibiotics</strong>: take antibiotics only when they are prescribed, and finish the course as directed.</li>
</ol>
<p>Increase fibre gradually over two or three weeks. Adding a lot at once can cause bloating while your gut adjusts.</p>
<blockquote>Feed your gut a little more variety each week, and it will thank you.</blockquote>
<p>If you have a digestive condition or a weakened immune system, or are pregnant or breastfeeding, please speak to your doctor or pharmacist before starting probiotics or fibre supplements. Persistent changes in bowel habits, ongoing pain or blood in the stool always need a doctor's attention.</p>
`,
  },
  {
    id: 'womens-hormone-balance-through-lifes-stages',
    title: "Women's Hormone Balance Through Life's Stages",
    excerpt:
      "From the monthly cycle to pregnancy and menopause, a woman's hormones change throughout life. Here is how food, rest and open conversation support wellbeing and intimacy at every stage.",
    author: 'Amina Hassan',
    date: '2026-06-30',
    category: 'Sexual Wellness',
    image: '/art/blog/womens-hormone-balance-through-lifes-stages.svg',
    relatedProductIds: ['female-sexual-wellness-package', 'shatavari-capsules', 'evening-primrose-oil', 'royal-jelly-capsule'],
    content: `
<p>Hormones shape far more than fertility. They influence mood, sleep, skin, energy and desire, and they shift throughout a woman's life. Many of the women I speak with, whether students in Nairobi, young mothers in Nakuru or grandmothers in Kisumu, simply want to feel like themselves again. Understanding what is normal at each stage, and what your body needs, is a good place to begin.</p>

<h2>The monthly cycle</h2>
<p>During the reproductive years, oestrogen and progesterone rise and fall over a cycle of roughly 28 days. Many women notice changes in energy, appetite, mood and desire across the month, and some feel bloated or irritable in the days before their period. Keeping a simple diary or using a cycle app helps you recognise your own patterns.</p>
<ul>
<li>Eat iron-rich foods such as managu, terere, beans, omena and liver, especially if your periods are heavy.</li>
<li>Pair them with vitamin C from oranges, guavas or tomatoes, which helps the body absorb iron from plants.</li>
<li>Go easy on salt, sugar and caffeine in the week before your period if you tend to feel bloated or tense.</li>
<li>Gentle movement, such as walking or stretching, often helps with period discomfort and lifts mood.</li>
</ul>

<h2>Pregnancy and the months after birth</h2>
<p>Pregnancy brings the biggest hormonal changes of a woman's life, and the months after birth can be just as demanding. Sleep is broken, the body is recovering and breastfeeding changes hormone levels again. It is completely normal for interest in intimacy to be low for a while. Patience, rest and honest conversation between partners matter far more than any product. This is also a time to be especially careful with herbs, because many are not suitable during pregnancy or breastfeeding, so follow the advice of your clinic.</p>
<p>If low mood lasts more than two weeks after birth, or you feel unable to cope, please talk to your clinic. Postnatal depression is common, and support is available.</p>

<h2>Perimenopause and menopause</h2>
<p>From the early to mid forties, cycles often become irregular as oestrogen levels start to fall. Hot flushes, night sweats, poor sleep, dryness and mood changes are all common, and menopause is confirmed after twelve months without a period. Helpful habits include:</p>
<ol>
<li><strong>Look after your bones</strong> with calcium from milk, maziwa lala, omena eaten whole and dark greens, plus time outdoors for vitamin D.</li>
<li><strong>Stay strong</strong> with walking, dancing or light weights, which support muscle and bone.</li>
<li><strong>Keep evenings cool</strong> by limiting spicy food, alcohol and late caffeine if they set off flushes, and by keeping the bedroom airy.</li>
<li><strong>Talk to your partner.</strong> Changes in comfort and desire are normal at this stage, and a conversation with your doctor about your options can make a real difference.</li>
</ol>

<h2>Stress, sleep and desire</h2>
<p>At every stage, stress and tiredness are among the biggest influences on hormone balance and intimacy. Long commutes, work, and caring for children or ageing parents leave little energy for yourself. Protecting your sleep, sharing household tasks and making time to reconnect as a couple all help. A calming cup of <a href="/product/damiana-womens-wellness-tea">damiana tea</a> in the evening can become a pleasant ritual to wind down together.</p>

<h2>Natural support</h2>
<p>Some women choose herbal products to support them through these changes. <a href="/product/shatavari-capsules">Shatavari</a> is a root used for centuries in the Ayurvedic tradition for women's vitality, <a href="/product/evening-primrose-oil">evening primrose oil</a> is often taken through the month, and <a href="/product/royal-jelly-capsule">royal jelly</a> is popular with women in midlife. Our <a href="/packages/FemaleCare">Female Care</a> page brings these options together. Give any product two or three months as part of a balanced routine before judging it.</p>
<p>Please check with your doctor or pharmacist before taking any herbal product if you are pregnant, trying to conceive, breastfeeding, using hormonal contraception or hormone therapy, or have a history of hormone-sensitive conditions. Very heavy, painful or irregular bleeding, or any bleeding after menopause, should always be checked by a doctor.</p>
`,
  },
  {
    id: 'gentle-natural-skincare-routine-for-nairobi-sun-and-dust',
    title: "A Gentle Natural Skincare Routine for Nairobi's Sun and Dust",
    excerpt:
      'High-altitude sun, dusty roads and dry air all test your skin. This simple morning and evening routine uses gentle natural products to keep skin clean, comfortable and protected.',
    author: 'Faith Chebet',
    date: '2026-05-26',
    category: 'Skincare',
    image: '/art/blog/gentle-natural-skincare-routine-for-nairobi-sun-and-dust.svg',
    relatedProductIds: ['aloe-vera-gel', 'rosehip-face-oil', 'olive-soap', 'turmeric-clay-face-mask'],
    content: `
<p>Nairobi sits at around 1,700 metres above sea level, and that altitude means stronger ultraviolet light than many people expect, even on cool, cloudy July mornings. Add dust from roadworks and matatu stages, exhaust fumes in traffic and the dry air of the months before the rains, and it is no wonder so many customers tell me their skin feels tight, dull or easily irritated. The answer is rarely a shelf full of products. It is a short, gentle routine done consistently.</p>

<h2>Morning: cleanse lightly, hydrate, protect</h2>
<ol>
<li><strong>Rinse or cleanse gently.</strong> If your skin is dry, lukewarm water may be enough in the morning. If you prefer to wash, use a mild bar such as <a href="/product/olive-soap">olive soap</a>, which cleans without stripping.</li>
<li><strong>Hydrate.</strong> A thin layer of <a href="/product/aloe-vera-gel">aloe vera gel</a> feels cool and light, suits oily skin and sits well under other products.</li>
<li><strong>Moisturise.</strong> Choose something light for the day and save richer butters for the evening.</li>
<li><strong>Use sunscreen every day.</strong> Apply a broad-spectrum SPF 30 or higher to the face, neck and ears, and reapply if you spend the afternoon outdoors.</li>
</ol>
<p>Sunscreen matters for every skin tone. Melanin offers some natural protection, but darker skin still experiences sun damage and is especially prone to dark patches and uneven tone after time in the sun. A hat and shade during the midday hours help too.</p>

<h2>Evening: clean off the day</h2>
<p>By evening your skin is carrying sunscreen, sweat, dust and pollution. Cleanse properly, but gently:</p>
<ul>
<li>Wash with a mild soap and lukewarm water, using your fingertips rather than a rough cloth.</li>
<li>If you wear makeup or a thick sunscreen, massage a little oil over dry skin first, then wash it off.</li>
<li>Press a few drops of <a href="/product/rosehip-face-oil">rosehip face oil</a> into slightly damp skin. It is light, absorbs well and helps even out the look of dark marks over time.</li>
<li>Apply shea butter to very dry areas such as elbows, knees, hands and heels.</li>
</ul>

<h2>Once a week: a little extra care</h2>
<p>A clay mask once a week helps lift excess oil and dust from the pores. Our <a href="/product/turmeric-clay-face-mask">turmeric clay face mask</a> is a customer favourite; leave it on for about ten minutes and rinse before it dries completely and cracks. Avoid harsh scrubs with large grains, which can leave tiny tears in the skin, and never scrub active spots or irritated patches.</p>

<h2>Habits beyond the bathroom</h2>
<ul>
<li><strong>Drink water</strong> through the day, especially in the hot, dry months from January to March.</li>
<li><strong>Eat colourful food.</strong> Carrots, pumpkin, sukuma wiki, avocado and seasonal fruit supply vitamins A, C and E and the healthy fats your skin needs.</li>
<li><strong>Change pillowcases</strong> twice a week and wipe your phone screen often.</li>
<li><strong>Keep your hands off your face</strong>, particularly in traffic after handling cash and door handles.</li>
<li><strong>Be wary of lightening creams.</strong> Some products sold informally contain mercury or strong steroids that damage the skin. Read labels and buy from sellers you trust.</li>
</ul>
<p>Give any new routine four to six weeks before judging it, because skin renews itself slowly. Explore more gentle options in our <a href="/shop?category=skincare">skincare collection</a> or on the <a href="/packages/SkinCare">Skin Care package page</a>.</p>
<p>If you have a persistent rash, acne that leaves marks, eczema or another skin condition, or you are pregnant or using prescription skin products, ask your doctor or pharmacist before trying something new. And always patch test a new product on a small area first.</p>
`,
  },
  {
    id: 'better-sleep-and-calmer-evenings-habits-and-herbal-teas',
    title: 'Better Sleep and Calmer Evenings: Habits and Herbal Teas',
    excerpt:
      'Busy days, late screens and long commutes leave many of us tired but wired. Simple evening habits and a caffeine-free cup of herbal tea can help you unwind and rest better.',
    author: 'Amina Hassan',
    date: '2026-04-28',
    category: 'Wellness',
    image: '/art/blog/better-sleep-and-calmer-evenings-habits-and-herbal-teas.svg',
    relatedProductIds: ['chamomile-sleep-tea', 'ashwagandha-capsules', 'himalayan-salt-lamp'],
    content: `
<p>If you lie awake at night replaying the day, you are not alone. Long commutes, late dinners, phone screens and money worries keep many of us in a state of "tired but wired". Good sleep is not a luxury. It supports mood, concentration, appetite, natural immunity and how well we cope with stress the next day. The good news is that small, consistent changes to your evenings often make a noticeable difference.</p>

<h2>Why we sleep badly</h2>
<p>Our bodies follow an internal clock that is set mainly by light. Bright screens late at night, irregular bedtimes and a strong cup of chai at six in the evening all confuse that clock. Stress adds another layer: when the mind is busy, the body releases cortisol, a hormone that keeps us alert. Noise plays its part too, whether it is a neighbour's music in the flat upstairs or a barking dog in the estate.</p>

<h2>An evening routine that works</h2>
<ol>
<li><strong>Keep a regular schedule.</strong> Wake up at the same time every day, weekends included, and your body clock will settle.</li>
<li><strong>Set a caffeine curfew.</strong> Avoid coffee, strong tea, energy drinks and cola after 2 p.m.</li>
<li><strong>Eat earlier and lighter.</strong> Try to finish supper two to three hours before bed. A heavy plate of ugali and nyama choma at 10 p.m. makes restful sleep harder.</li>
<li><strong>Dim the lights.</strong> An hour before bed, lower the lights and put the phone away or switch it to night mode. Some customers like the soft glow of a <a href="/product/himalayan-salt-lamp">salt lamp</a> in the bedroom.</li>
<li><strong>Write it down.</strong> Jot tomorrow's tasks and worries on paper so they are not circling in your head.</li>
<li><strong>Breathe slowly.</strong> Once in bed, breathe in for a count of four and out for a count of six, ten times.</li>
</ol>

<h2>A short guide to calming herbal teas</h2>
<p>A warm, caffeine-free drink tells the body that the day is ending. These are some of the herbs people reach for in the evening:</p>
<ul>
<li><strong>Chamomile</strong>: gentle, apple-scented flowers traditionally used to help people relax. Our <a href="/product/chamomile-sleep-tea">Chamomile Sleep Tea</a> blends it with lemon balm and a little mint.</li>
<li><strong>Lemon balm</strong>: a fresh, lemony member of the mint family, long used for a sense of calm.</li>
<li><strong>Lemongrass (mchaichai)</strong>: it grows in many Kenyan gardens and makes a soothing cup, especially with a slice of ginger.</li>
<li><strong>Mint</strong>: refreshing and comforting after a heavy meal.</li>
<li><strong>Rooibos</strong>: naturally caffeine-free and lovely with a splash of milk for anyone who misses their evening chai.</li>
</ul>
<p>Steep your tea for five to seven minutes with the cup covered to keep the aromatic oils in. Drink it about an hour before bed so that you are not waking up for the toilet at 3 a.m.</p>

<h2>When stress is the main problem</h2>
<p>For some people, stress rather than habit is what keeps sleep away. Regular exercise earlier in the day, time outdoors in daylight, talking with friends and limiting news and social media at night all help. Some adults find that <a href="/product/ashwagandha-capsules">ashwagandha</a>, a root used in the Ayurvedic tradition, supports a calmer evening as part of a balanced routine. You can find more calming products in our <a href="/shop/supplements/vision-sleep">vision and sleep range</a>.</p>
<blockquote>Sleep is not time lost from a busy life. It is what makes a busy life possible.</blockquote>
<p>If you still struggle after a few weeks of good habits, snore loudly and wake unrefreshed, or find that low mood or anxiety is affecting your days, please see a doctor, because these are common and worth checking. And before trying herbal sleep products, talk to your doctor or pharmacist if you are pregnant or breastfeeding, take sleeping tablets, antidepressants, blood pressure or thyroid medicine, or are managing a long-term condition.</p>
`,
  },
  {
    id: 'moringa-and-baobab-kenyas-homegrown-superfoods',
    title: "Moringa and Baobab: Kenya's Homegrown Superfoods",
    excerpt:
      'Moringa leaves and baobab fruit have fed Kenyan families for generations. Here is what they offer nutritionally, and easy ways to add them to the meals you already cook.',
    author: 'Wanjiru Kamau',
    date: '2026-03-24',
    category: 'Nutrition',
    image: '/art/blog/moringa-and-baobab-kenyas-homegrown-superfoods.svg',
    relatedProductIds: ['moringa-leaf-powder', 'blueberry-powder'],
    content: `
<p>The word "superfood" is usually attached to expensive imported berries and seeds. Yet two of the most nutritious plants in the world grow right here: the moringa tree, found in the drier counties from Makueni to Kilifi, and the mighty baobab, or mbuyu, of the coast and lower Eastern. Both have fed Kenyan families for generations, and both fit easily into the food we already eat.</p>

<h2>Moringa: the leafy powerhouse</h2>
<p>Moringa is a fast-growing tree that thrives in heat and poor soil, and it is sometimes called the drumstick tree because of its long, thin pods. Its small, round leaves are the real prize. Dried moringa leaf is a concentrated source of:</p>
<ul>
<li><strong>Plant protein</strong>, including all nine essential amino acids.</li>
<li><strong>Calcium and iron</strong>, both useful for growing children, women and older adults.</li>
<li><strong>Beta-carotene</strong>, which the body turns into vitamin A for healthy eyes, skin and normal immune function.</li>
<li><strong>Antioxidants</strong> such as quercetin and chlorogenic acid.</li>
</ul>
<p>Drying concentrates these nutrients, so a teaspoon or two of powder goes a long way. Fresh leaves can be cooked like any other green: add a handful to sukuma wiki or managu near the end of cooking.</p>

<h2>Baobab: the tree of life</h2>
<p>A baobab can live for more than a thousand years, and its hard, velvety pods hold dry, chalky white pulp around the seeds. Children at the coast know it best as mabuyu, the sweets made by boiling the pulp-coated seeds in sugar syrup with red colouring. The plain pulp, though, is where the nutrition is. Baobab fruit powder is:</p>
<ul>
<li><strong>High in vitamin C</strong>, with several times more per gram than a fresh orange.</li>
<li><strong>Rich in fibre</strong>, close to half its weight, much of it the soluble kind that feeds friendly gut bacteria.</li>
<li><strong>A source of potassium, calcium and magnesium.</strong></li>
</ul>
<p>It has a pleasant, sherbet-like tang and dissolves easily in water or juice. Choose plain baobab powder for everyday use and keep the sugary mabuyu for special occasions.</p>

<h2>Easy ways to use them at home</h2>
<ol>
<li><strong>Stir into uji.</strong> Add a teaspoon of <a href="/product/moringa-leaf-powder">moringa leaf powder</a> to millet porridge after cooking, once it has cooled a little.</li>
<li><strong>Enrich your githeri or beans.</strong> Mix moringa powder into the pot just before serving; its grassy taste disappears among the other flavours.</li>
<li><strong>Make a baobab juice.</strong> Whisk two teaspoons of baobab powder into a glass of cold water with a squeeze of lime and a little honey.</li>
<li><strong>Blend a morning smoothie.</strong> Combine banana, pawpaw, a spoon of baobab, a pinch of moringa and a scoop of <a href="/product/blueberry-powder">blueberry powder</a> for colour.</li>
<li><strong>Sprinkle on kachumbari or salads.</strong> A light dusting of moringa adds colour and nutrients.</li>
</ol>
<p>Avoid cooking moringa powder for long or at high heat, as some of its vitamins break down. Store both powders in airtight jars, away from light and moisture.</p>

<h2>How much is enough?</h2>
<p>Start small. One teaspoon of moringa a day is a sensible beginning, since larger amounts can upset the stomach at first. Baobab is rich in fibre, so increase it gradually and drink plenty of water. Remember that no single food does all the work: moringa and baobab shine as part of a varied diet built on vegetables, legumes, whole grains and fruit.</p>
<blockquote>The best superfoods are often the ones growing closest to home.</blockquote>
<p>If you are pregnant or breastfeeding, take medicine for blood pressure, blood sugar or the thyroid, or are managing a health condition, please check with your doctor or pharmacist before adding concentrated moringa powder to your routine, as it may interact with some medicines.</p>
`,
  },
];
