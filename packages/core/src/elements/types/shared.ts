/** Field and rule pieces several element types share. */
export const size = (label = 'Height') =>
  ({ kind: 'number', label, min: 0, max: 2000, integer: true, unit: 'px' }) as const;
export const columns = { kind: 'number', label: 'Columns', min: 1, max: 6, integer: true } as const;
export const limit = { kind: 'number', label: 'Limit', min: 1, max: 48, integer: true } as const;
export const text = (label = 'Text', maxLength = 500) =>
  ({ kind: 'text', label, maxLength }) as const;
export const fieldName = { kind: 'text', label: 'Name', maxLength: 60 } as const;
export const fieldLabel = { kind: 'text', label: 'Label', maxLength: 200 } as const;
export const required = { kind: 'boolean', label: 'Required' } as const;

/** Spacers and dividers go wherever layout goes. */
export const spacing = ['SPACER', 'DIVIDER'] as const;
