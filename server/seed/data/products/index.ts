import type { SeedProduct } from '../types.ts';
import { coffeeTeaProducts } from './coffee-tea.ts';
import { driedFruitSnackProducts } from './dried-fruit-snacks.ts';
import { fruitJuiceProducts } from './fruit-juice.ts';
import { herbalDrinkProducts } from './herbal-drinks.ts';
import { honeyProducts } from './honey.ts';
import { skincareProducts } from './natural-skincare.ts';
import { riceGrainProducts } from './rice-grains.ts';
import { sauceProducts } from './sauces-condiments.ts';
import { tomatoJuiceProducts } from './tomato-juice.ts';

export const products: SeedProduct[] = [
  ...honeyProducts,
  ...tomatoJuiceProducts,
  ...herbalDrinkProducts,
  ...fruitJuiceProducts,
  ...driedFruitSnackProducts,
  ...coffeeTeaProducts,
  ...riceGrainProducts,
  ...sauceProducts,
  ...skincareProducts,
];
