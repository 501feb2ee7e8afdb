/** The 'how it works' steps, each with the emoji its scene in the demo video shows. */
export const DEMO_VIDEO_STEPS = [
  { icon: 'round-pushpin', label: 'Pick your location', description: 'Set where you are on the map.' },
  { icon: 'convenience-store', label: 'Choose a store', description: 'Browse nearby stores and kitchens.' },
  { icon: 'shopping-cart', label: 'Fill your cart', description: 'Add items with the options you like.' },
  { icon: 'credit-card', label: 'Check out', description: 'Pay by cash, wallet or online.' },
  { icon: 'motor-scooter', label: 'Track your order', description: 'Follow your rider on the map.' },
  { icon: 'star-struck', label: 'Enjoy', description: 'Rate the store and the rider.' },
];
/** The demo video, under /media (public/media/video). */
export const DEMO_VIDEO = 'video/how-it-works.mp4';

/** Landing-page blocks and per-module promotional content for the demo marketplace. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleType } from './catalogue';

const img = (emoji: string) => `emoji/${emoji}.svg`;

export const landingContent: Array<{ key: string; value: unknown }> = [
  { key: 'header_title', value: 'Everything you need, delivered across the valley' },
  { key: 'header_sub_title', value: 'Groceries, food, medicine, shopping and parcels in Kathmandu, Lalitpur and Bhaktapur.' },
  { key: 'header_tag_line', value: 'Groceries delivered in minutes' },
  { key: 'header_icon', value: img('delivery-truck') },
  { key: 'module_section', value: { title: 'Choose what you need', sub_title: 'One app for every errand' } },
  {
    key: 'promotion_banners',
    value: [
      { title: 'Fresh vegetables every morning', sub_title: 'From valley farms', image: img('leafy-green') },
      { title: 'Momo in 30 minutes', sub_title: 'From your favourite kitchens', image: img('dumpling') },
      { title: 'Medicines at your door', sub_title: 'Upload a prescription', image: img('pill') },
    ],
  },
  { key: 'fixed_newsletter_title', value: 'Sign up to our newsletter' },
  { key: 'fixed_newsletter_sub_title', value: 'Receive the latest offers from stores in your area.' },
  {
    key: 'download_user_app_links',
    value: {
      playstore_url_status: 1,
      playstore_url: 'https://play.google.com/store',
      apple_store_url_status: 1,
      apple_store_url: 'https://www.apple.com/app-store/',
    },
  },
  { key: 'earn_money', value: { title: 'Earn money with us', sub_title: 'Open a store or deliver with us', store_link: '/vendor/apply', dm_link: '/deliveryman/apply' } },
  { key: 'available_zone', value: { title: 'Where we deliver', sub_title: 'Kathmandu, Lalitpur and Bhaktapur' } },
];

/** The landing blocks in Nepali (the `translations` table): the demo shop speaks both of its languages. */
export const landingNepali: Record<string, unknown> = {
  header_title: 'तपाईंलाई चाहिने सबै, उपत्यकाभर डेलिभर',
  header_sub_title: 'काठमाडौं, ललितपुर र भक्तपुरमा किराना, खाना, औषधि, किनमेल र पार्सल।',
  header_tag_line: 'केही मिनेटमै किराना',
  module_section: { title: 'तपाईंलाई के चाहिन्छ छान्नुहोस्', sub_title: 'हरेक कामका लागि एउटै एप' },
  promotion_banners: [
    { title: 'हरेक बिहान ताजा तरकारी', sub_title: 'उपत्यकाका खेतबाट', image: img('leafy-green') },
    { title: '30 मिनेटमा मम', sub_title: 'तपाईंको मनपर्ने भान्साबाट', image: img('dumpling') },
    { title: 'औषधि तपाईंको ढोकामा', sub_title: 'प्रेस्क्रिप्सन अपलोड गर्नुहोस्', image: img('pill') },
  ],
  fixed_newsletter_title: 'हाम्रो न्युजलेटरमा सदस्य बन्नुहोस्',
  fixed_newsletter_sub_title: 'तपाईंको क्षेत्रका पसलका नयाँ अफरहरू पाउनुहोस्।',
  earn_money: { title: 'हामीसँग कमाउनुहोस्', sub_title: 'पसल खोल्नुहोस् वा हामीसँग डेलिभरी गर्नुहोस्', store_link: '/vendor/apply', dm_link: '/deliveryman/apply' },
  available_zone: { title: 'हामी कहाँ डेलिभर गर्छौं', sub_title: 'काठमाडौं, ललितपुर र भक्तपुर' },
};

export function moduleContent(type: ModuleType): Array<{ kind: string; value: unknown }> {
  const emoji: Record<ModuleType, string> = {
    grocery: 'shopping-cart',
    food: 'curry-rice',
    pharmacy: 'pill',
    ecommerce: 'shopping-bags',
    parcel: 'package',
  };
  const e = emoji[type];
  return [
    {
      kind: 'other_banners',
      value: {
        new_arrival_section_banner: img('sparkles'),
        best_reviewed_section_banner: img('star'),
        bottom_section_banner: img(e),
        promotional_banner: img('megaphone'),
        basic_section_nearby: img('round-pushpin'),
        promotion_banners: [
          { title: 'Fast delivery', image: img('high-voltage') },
          { title: 'Best prices', image: img('money-bag') },
        ],
        parcel_banners:
          type === 'parcel'
            ? { title: 'We Deliver Everything', sub_title: 'What are you wish to send?', image: img('motor-scooter') }
            : null,
      },
    },
    {
      kind: 'why_choose',
      value: [
        { title: 'Fast delivery', short_description: 'Riders across Kathmandu, Lalitpur and Bhaktapur.', image: img('motor-scooter') },
        { title: 'Local stores', short_description: 'Shops and kitchens from your own neighbourhood.', image: img('house') },
        { title: 'Safe payment', short_description: 'Cash on delivery, wallet or digital payment.', image: img('shield') },
        { title: 'Real support', short_description: 'Talk to a person when something goes wrong.', image: img('hundred-points') },
      ],
    },
    {
      kind: 'video_content',
      value: {
        banner_type: 'video_content',
        banner_video: '',
        // made from these steps' emoji by scripts/demo-video.ts; served from public/
        banner_video_content: DEMO_VIDEO,
        banner_image: img(e),
        banner_contents: DEMO_VIDEO_STEPS.map(({ label, description }) => ({ label, description })),
      },
    },
  ];
}

/** The company and policy pages as first written: src/content/pages/*.md in English, ne/*.md in Nepali (a title in the front matter, then Markdown). */
export function pageSources(dir = path.resolve(process.cwd(), 'src/content/pages')): Array<{ key: string; locale: 'en' | 'ne'; title: string; body: string }> {
  const read = (folder: string, locale: 'en' | 'ne') =>
    readdirSync(folder)
      .filter((f) => f.endsWith('.md'))
      .map((f) => {
        const text = readFileSync(path.join(folder, f), 'utf8');
        const title = /^title:\s*(.+)$/m.exec(text)?.[1]?.trim().replace(/^['"]|['"]$/g, '') ?? f;
        return { key: f.replace(/\.md$/, ''), locale, title, body: text.replace(/^---[\s\S]*?---\s*/, '') };
      });
  return [...read(dir, 'en'), ...read(path.join(dir, 'ne'), 'ne')];
}
