/**
 * Experience categories. `icon` is SVG path data on a 24×24 viewBox (drawn for this project,
 * filled with currentColor, even-odd). `scene` picks the illustration the image generator draws,
 * `palette` its colours (sky top, sky bottom, far, mid, near, accent).
 */
export type SceneKind =
  | 'desert'
  | 'kitchen'
  | 'coffee'
  | 'sea'
  | 'mountain'
  | 'heritage'
  | 'crafts'
  | 'falcon'
  | 'photo'
  | 'wellness'
  | 'music'
  | 'farm';

export interface CategorySeed {
  key: SceneKind;
  en: string;
  ar: string;
  icon: string;
  color: string;
  palettes: [string, string, string, string, string, string][];
}

export const categories: CategorySeed[] = [
  {
    key: 'desert',
    en: 'Desert & Camping',
    ar: 'الصحراء والتخييم',
    icon: 'M12 2 1 21h22L12 2zm0 10-3.5 7h7L12 12z',
    color: '#C7772E',
    palettes: [
      ['#1B2A4A', '#F2A65A', '#B5562A', '#D9823B', '#EFB36B', '#FFE3A3'],
      ['#F7C873', '#FCE7C0', '#C98A4B', '#E0A362', '#F1C48A', '#FFFFFF'],
      ['#0D1B2A', '#415A77', '#7A4E2D', '#A8683A', '#C98B4F', '#F6E7B4'],
    ],
  },
  {
    key: 'kitchen',
    en: 'Food & Cooking',
    ar: 'الطعام والطبخ',
    icon: 'M3 10h18v2a7 7 0 0 1-7 7h-4a7 7 0 0 1-7-7v-2zM2 8h20v1H2V8zm7-4h6v3H9V4zM6 20h12v1.5H6V20z',
    color: '#C2410C',
    palettes: [
      ['#7C2D12', '#FDBA74', '#9A3412', '#EA580C', '#FED7AA', '#FEF3C7'],
      ['#3F1D0B', '#E9A15A', '#7A3A12', '#B45309', '#F5C77E', '#FFF7E6'],
    ],
  },
  {
    key: 'coffee',
    en: 'Coffee & Dates',
    ar: 'القهوة والتمور',
    icon: 'M4 8h13v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6V8zm13 1h2a3 3 0 0 1 0 6h-2v-2h2a1 1 0 0 0 0-2h-2V9zM3 20h16v2H3v-2zM9 2c1 1.2 1 2.3 0 3.5C8 6.7 8 7 8.5 7.5L7.5 8C6.7 7 6.8 6 7.8 4.8 8.6 3.8 8.6 3.2 8 2.6L9 2zm4 0c1 1.2 1 2.3 0 3.5-1 1.2-1 1.5-.5 2l-1 .5c-.8-1-.7-2 .3-3.2.8-1 .8-1.6.2-2.2L13 2z',
    color: '#7C4A2D',
    palettes: [
      ['#3B2417', '#C08552', '#5C3A21', '#8B5A3C', '#D4A373', '#FAEDCD'],
      ['#1F2937', '#B7791F', '#4A2C1A', '#7B4B2A', '#C69C6D', '#FEF3C7'],
    ],
  },
  {
    key: 'sea',
    en: 'Sea & Diving',
    ar: 'البحر والغوص',
    icon: 'M2 15c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2v2c-2.5 0-2.5-2-5-2s-2.5 2-5 2-2.5-2-5-2-2.5 2-5 2v-2zm0-5c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2v2c-2.5 0-2.5-2-5-2s-2.5 2-5 2-2.5-2-5-2-2.5 2-5 2v-2zm0 10c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2v2c-2.5 0-2.5-2-5-2s-2.5 2-5 2-2.5-2-5-2-2.5 2-5 2v-2z',
    color: '#0E7490',
    palettes: [
      ['#0C4A6E', '#7DD3FC', '#0E7490', '#0891B2', '#22D3EE', '#FDE68A'],
      ['#164E63', '#FDBA74', '#155E75', '#0E7490', '#67E8F9', '#FFF1C1'],
      ['#082F49', '#38BDF8', '#075985', '#0284C7', '#7DD3FC', '#F0F9FF'],
    ],
  },
  {
    key: 'mountain',
    en: 'Mountains & Hiking',
    ar: 'الجبال والمشي',
    icon: 'M2 20 9 7l4 7 3-4 6 10H2zm7-9.2L5.5 17h2l1.5-2.5 1.3 2.2L12 16 9 10.8z',
    color: '#3F6212',
    palettes: [
      ['#A7C7E7', '#E8F1F8', '#6B8E9E', '#4D7C5A', '#2F5D3A', '#FFFFFF'],
      ['#365314', '#D9F99D', '#4D7C0F', '#3F6212', '#1A2E05', '#FEF9C3'],
      ['#7B9ACC', '#F4E4C1', '#8FA3B8', '#5E7D6A', '#3C5A47', '#FFF8E7'],
    ],
  },
  {
    key: 'heritage',
    en: 'Heritage & History',
    ar: 'التراث والتاريخ',
    icon: 'M3 21V9l3-2 3 2V6l3-3 3 3v3l3-2 3 2v12h-7v-5a2 2 0 0 0-4 0v5H3zm2-9v2h2v-2H5zm12 0v2h2v-2h-2z',
    color: '#9A6B3F',
    palettes: [
      ['#D97706', '#FDE68A', '#B45309', '#C8955C', '#E7C08F', '#FFFBEB'],
      ['#1E3A5F', '#F6C177', '#8C5A3C', '#B07D52', '#D6A772', '#FFF4D6'],
    ],
  },
  {
    key: 'crafts',
    en: 'Arts & Crafts',
    ar: 'الفنون والحرف',
    icon: 'M12 3a9 9 0 0 0 0 18c1.1 0 2-.9 2-2 0-.5-.2-1-.5-1.3-.3-.4-.5-.8-.5-1.3 0-1.1.9-2 2-2h2.4A4.6 4.6 0 0 0 22 9.8C22 6 17.5 3 12 3zM6.5 12a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
    color: '#9D174D',
    palettes: [
      ['#831843', '#FBCFE8', '#BE185D', '#DB2777', '#F9A8D4', '#FDF2F8'],
      ['#1E1B4B', '#A5B4FC', '#4338CA', '#D97706', '#FCD34D', '#FFFFFF'],
      ['#134E4A', '#99F6E4', '#0F766E', '#E11D48', '#FDA4AF', '#FFF1F2'],
    ],
  },
  {
    key: 'falcon',
    en: 'Falconry & Animals',
    ar: 'الصقارة والحيوانات',
    icon: 'M2 9c4 0 7 1 9 4 1-3 4-6 11-7-3 3-4 6-5 9-1 2-3 4-6 4H6l2-3c-3 0-5-3-6-7zm14.5-.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
    color: '#78350F',
    palettes: [
      ['#F59E0B', '#FEF3C7', '#B45309', '#D97706', '#FCD34D', '#451A03'],
      ['#0F172A', '#F97316', '#7C2D12', '#C2410C', '#FDBA74', '#1C1917'],
    ],
  },
  {
    key: 'photo',
    en: 'Photography',
    ar: 'التصوير',
    icon: 'M4 7h3l2-3h6l2 3h3a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zm8 11a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0-2a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
    color: '#4338CA',
    palettes: [
      ['#1E1B4B', '#6366F1', '#312E81', '#4F46E5', '#A5B4FC', '#FDE68A'],
      ['#0F172A', '#7C3AED', '#1E293B', '#334155', '#94A3B8', '#FBBF24'],
    ],
  },
  {
    key: 'wellness',
    en: 'Wellness',
    ar: 'العافية والاسترخاء',
    icon: 'M12 3c3 3 4 6 4 9s-1.8 5.5-4 7c-2.2-1.5-4-4-4-7s1-6 4-9zM2 12c3 0 6 1.5 8 5.5-.5.3-1 .5-1.6.5C4.5 18 2 15.5 2 12zm20 0c0 3.5-2.5 6-6.4 6-.6 0-1.1-.2-1.6-.5C16 13.5 19 12 22 12z',
    color: '#0F766E',
    palettes: [
      ['#CCFBF1', '#FEF9C3', '#5EEAD4', '#2DD4BF', '#0F766E', '#FFFFFF'],
      ['#FDE2E4', '#FFF1E6', '#C8B6A6', '#A4C3B2', '#6B9080', '#FFFFFF'],
    ],
  },
  {
    key: 'music',
    en: 'Music & Culture',
    ar: 'الموسيقى والثقافة',
    icon: 'M9 3h11v12.5a3.5 3.5 0 1 1-2-3.2V7h-7v10.5A3.5 3.5 0 1 1 9 14.3V3z',
    color: '#6D28D9',
    palettes: [
      ['#2E1065', '#C084FC', '#4C1D95', '#7C3AED', '#DDD6FE', '#FDE68A'],
      ['#3B0764', '#F0ABFC', '#581C87', '#A21CAF', '#F5D0FE', '#FEF08A'],
    ],
  },
  {
    key: 'farm',
    en: 'Farms & Nature',
    ar: 'المزارع والطبيعة',
    icon: 'M11 11c-3-1-6 0-8 2 1-4 4-6 7-5.5C8 5.5 5 5 3 6c2-3 6-3.5 8-1 1-2.5 4-3.5 7-2-2 .2-3.8 1.3-4.5 3 3-1 6.5.5 7.5 3.5-2.5-1.5-5-1.8-7-1l-1 .4V21h-2V11z',
    color: '#15803D',
    palettes: [
      ['#BAE6FD', '#F0FDF4', '#86EFAC', '#22C55E', '#15803D', '#FDE047'],
      ['#FDE68A', '#FEFCE8', '#A3E635', '#65A30D', '#365314', '#F59E0B'],
    ],
  },
];
