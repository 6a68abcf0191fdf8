import {
  completeProps,
  isElementType,
  propsSchemaFor,
  styleProblem,
  type ElementData,
  type StyleMap,
} from '@tessera/core';

/**
 * The elements a published page may show, re-checked with the same rules the API applied when
 * they were saved: unknown types go, a prop that breaks its field's rule (an unsafe URL, say) falls
 * back to the type's default, and a style declaration that could escape its rule is left out.
 * Saved data already passes; this keeps a page safe even if a row was written another way.
 */
export function safeElements(elements: readonly ElementData[]): ElementData[] {
  const safe: ElementData[] = [];
  for (const element of elements) {
    if (!isElementType(element.type)) continue;
    safe.push({
      ...element,
      props: safeProps(element.type, element.props),
      styles: safeStyles(element.styles),
      responsive: {
        ...(element.responsive?.tablet ? { tablet: safeStyles(element.responsive.tablet) } : {}),
        ...(element.responsive?.mobile ? { mobile: safeStyles(element.responsive.mobile) } : {}),
      },
    });
  }
  return safe;
}

function safeProps(type: Parameters<typeof propsSchemaFor>[0], props: unknown) {
  const given = props && typeof props === 'object' ? { ...(props as Record<string, unknown>) } : {};
  const result = propsSchemaFor(type).safeParse(given);
  if (result.success) return completeProps(type, given);
  for (const issue of result.error.issues) delete given[String(issue.path[0])];
  try {
    return completeProps(type, given);
  } catch {
    return completeProps(type, {});
  }
}

function safeStyles(styles: StyleMap | undefined): StyleMap {
  const safe: StyleMap = {};
  for (const [property, value] of Object.entries(styles ?? {})) {
    if (styleProblem(property, value) === null) safe[property] = value;
  }
  return safe;
}
