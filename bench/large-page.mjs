// The large page of the save and builder benchmarks: sections of container > row > three columns
// of heading, text and button, 15 elements each, cut at a given count.
import { randomUUID } from 'node:crypto';

/**
 * `count` elements (cutting at `count` can leave a section without a complete subtree: still a
 * valid tree). `stylesOf(type)`, when given, sets each element's styles.
 */
export function largePage(count, stylesOf) {
  const list = [];
  const add = (type, parentId, order, props) => {
    const element = {
      id: randomUUID(),
      type,
      parentId,
      order,
      ...(stylesOf ? { styles: stylesOf(type) } : {}),
      ...(props ? { props } : {}),
    };
    list.push(element);
    return element;
  };
  for (let s = 0; list.length < count; s++) {
    const section = add('SECTION', null, s);
    const container = add('CONTAINER', section.id, 0);
    const row = add('ROW', container.id, 0);
    for (let c = 0; c < 3 && list.length < count; c++) {
      const column = add('COLUMN', row.id, c);
      add('HEADING', column.id, 0, { text: `Service ${s}.${c}`, level: 3 });
      add('TEXT', column.id, 1, { text: 'Fresh, local and made to order every single morning.' });
      add('BUTTON', column.id, 2, { text: 'Book now', href: '/contact', variant: 'primary' });
    }
  }
  return list.slice(0, count);
}
