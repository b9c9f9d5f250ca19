import type { HeroSlide } from './product-types';

/** The home page carousel: one slide per health package, each with a 'Shop [title]' button. */
export const heroSlides: HeroSlide[] = [
  {
    id: 'immune-booster',
    image: '/uploads/hero/immune-booster.svg',
    title: 'Immune Booster Package',
    description: 'A-Power Capsules, Kuding Plus Tea and Blueberry Powder to support your natural defences, now 15% off.',
    link: '/packages/ImmuneBooster',
  },
  {
    id: 'diabetes-care',
    image: '/uploads/hero/diabetes-care.svg',
    title: 'Diabetes Care Package',
    description: "Natural products that support healthy blood sugar alongside your doctor's advice.",
    link: '/packages/DiabetesCare',
  },
  {
    id: 'heart-care',
    image: '/uploads/hero/heart-care.svg',
    title: 'Heart Care Package',
    description: 'Omega-3, turmeric and reishi chosen to support a healthy heart and circulation.',
    link: '/packages/HeartCare',
  },
  {
    id: 'male-care',
    image: '/uploads/hero/male-care.svg',
    title: 'Male Care Package',
    description: "Herbal support for men's stamina, drive and performance, delivered discreetly.",
    link: '/packages/MaleCare',
  },
  {
    id: 'female-care',
    image: '/uploads/hero/female-care.svg',
    title: 'Female Care Package',
    description: 'Gentle natural support for hormone balance and wellbeing through every stage of life.',
    link: '/packages/FemaleCare',
  },
  {
    id: 'slimming',
    image: '/uploads/hero/slimming.svg',
    title: 'Slimming Package',
    description: 'Fibre, Kuding tea and plant protein to support your weight-management plan.',
    link: '/packages/Slimming',
  },
];
