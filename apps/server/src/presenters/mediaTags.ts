/** Every tag of the library with how many images carry it. */
export function presentMediaTags(tags: { name: string; count: number }[]) {
  return {
    '@type': 'hydra:Collection',
    'hydra:member': tags.map((tag) => ({ name: tag.name, count: tag.count })),
    'hydra:totalItems': tags.length,
  };
}
