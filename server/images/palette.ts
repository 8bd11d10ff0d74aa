// Colours and packaging shapes of the generated artwork.

export interface Tone {
  main: string;
  dark: string;
  light: string;
}

export type ShapeName = 'jar' | 'bottle' | 'carton' | 'pouch' | 'sack' | 'tube';

export interface CategoryStyle extends Tone {
  shape: ShapeName;
}

const categoryStyles: Record<string, CategoryStyle> = {
  honey: { main: '#D4900F', dark: '#7A4E00', light: '#FFF3D6', shape: 'jar' },
  'tomato-juice': { main: '#D83A2E', dark: '#8E1E16', light: '#FDE4E1', shape: 'bottle' },
  'herbal-drinks': { main: '#3F8F4A', dark: '#1F5A28', light: '#E3F3E3', shape: 'bottle' },
  'fruit-juice': { main: '#F08A24', dark: '#9A4C06', light: '#FFEBD6', shape: 'carton' },
  'dried-fruit-snacks': { main: '#C0762F', dark: '#6E3D14', light: '#F8E8D6', shape: 'pouch' },
  'coffee-tea': { main: '#6F4A35', dark: '#3E271B', light: '#EFE3D9', shape: 'pouch' },
  'rice-grains': { main: '#C9B27C', dark: '#6B5A30', light: '#F7F1E1', shape: 'sack' },
  'sauces-condiments': { main: '#A3283F', dark: '#62121F', light: '#F8E0E5', shape: 'jar' },
  'natural-skincare': { main: '#4E9C95', dark: '#1F5853', light: '#E0F2F0', shape: 'tube' },
};

const fallbackStyle: CategoryStyle = {
  main: '#2F7D4A',
  dark: '#1F3B2B',
  light: '#E4F2E8',
  shape: 'pouch',
};

export const styleOf = (categoryKey: string | undefined): CategoryStyle =>
  (categoryKey && categoryStyles[categoryKey]) || fallbackStyle;

/** Brand tones for banners and store logos; the main colour carries white text (AA). */
const brandTones: Tone[] = [
  { main: '#2F7D4A', dark: '#1B4D2D', light: '#E4F2E8' },
  { main: '#B45309', dark: '#6B2F02', light: '#FEF0DC' },
  { main: '#9F1D35', dark: '#5C0E1E', light: '#FBE3E8' },
  { main: '#1D5F8A', dark: '#0E3551', light: '#E0EEF7' },
  { main: '#6B4E8F', dark: '#3B2854', light: '#EEE7F6' },
  { main: '#0F766E', dark: '#074640', light: '#DDF3F0' },
];

/** Tone number `n` of the brand set; consecutive numbers always differ. */
export const toneAt = (n: number): Tone => brandTones[n % brandTones.length] ?? fallbackStyle;
