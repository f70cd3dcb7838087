/**
 * The demo's category tree: brand lines with their car series, seasons, and other topics.
 * Names are translation keys (`categories.{name}`) where they are words, raw names otherwise.
 */
export interface DemoCategory {
  key: string;
  name: string;
  children?: DemoCategory[];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    key: 'bmw',
    name: 'BMW',
    children: [
      { key: 'series1', name: 'BMW 1 Series' },
      { key: 'series3', name: 'BMW 3 Series' },
      { key: 'series5', name: 'BMW 5 Series' },
      { key: 'x1', name: 'BMW X1' },
      { key: 'x5', name: 'BMW X5' },
      { key: 'i4', name: 'BMW i4' },
    ],
  },
  {
    key: 'mini',
    name: 'MINI',
    children: [
      { key: 'cooper', name: 'MINI Cooper' },
      { key: 'countryman', name: 'MINI Countryman' },
    ],
  },
  {
    key: 'seasons',
    name: 'Seasons',
    children: [
      { key: 'winter', name: 'Winter' },
      { key: 'summer', name: 'Summer' },
    ],
  },
  {
    key: 'other',
    name: 'Other',
    children: [
      { key: 'service', name: 'Service' },
      { key: 'accessories', name: 'Accessories' },
    ],
  },
];

export type DemoCategoryKey =
  | 'bmw'
  | 'series1'
  | 'series3'
  | 'series5'
  | 'x1'
  | 'x5'
  | 'i4'
  | 'mini'
  | 'cooper'
  | 'countryman'
  | 'seasons'
  | 'winter'
  | 'summer'
  | 'other'
  | 'service'
  | 'accessories';
