import { describe, expect, it } from 'vitest';
import {
  fieldNameFromLabel,
  formOf,
  isGeneratedName,
  namesInForm,
  uniqueFieldName,
  uniquifyFieldNames,
} from './field-names.ts';

const node = (id: string, type: string, parentId: string | null, props = {}, order = 0) => ({
  id,
  type,
  parentId,
  order,
  props: props as Record<string, unknown>,
});

describe('field names', () => {
  it('are made from labels: lower case, accents dropped, underscores', () => {
    expect(fieldNameFromLabel('Your e-mail')).toBe('your_e_mail');
    expect(fieldNameFromLabel('  Número de telefone! ')).toBe('numero_de_telefone');
    expect(fieldNameFromLabel('***')).toBe('field');
    expect(fieldNameFromLabel('x'.repeat(80))).toHaveLength(50);
  });

  it('take the first free suffix', () => {
    expect(uniqueFieldName('email', new Set())).toBe('email');
    expect(uniqueFieldName('email', new Set(['email', 'email_2']))).toBe('email_3');
  });

  it('know a generated name from a typed one', () => {
    expect(isGeneratedName('your_name', 'Your name', 'name')).toBe(true);
    expect(isGeneratedName('your_name_2', 'Your name', 'name')).toBe(true);
    expect(isGeneratedName('name', 'Your name', 'name')).toBe(true);
    expect(isGeneratedName('', 'Your name', 'name')).toBe(true);
    expect(isGeneratedName('full_name', 'Your name', 'name')).toBe(false);
  });

  it('are unique within a form, radios of a group excepted', () => {
    const map = {
      form: node('form', 'FORM', 'col'),
      col: node('col', 'COLUMN', null),
      a: node('a', 'INPUT', 'form', { name: 'name', label: 'Your name' }, 0),
      b: node('b', 'INPUT', 'form', { name: 'name', label: 'Your name' }, 1),
      r1: node('r1', 'RADIO', 'form', { name: 'via', label: 'Phone' }, 2),
      r2: node('r2', 'RADIO', 'form', { name: 'via', label: 'Mail' }, 3),
      c: node('c', 'INPUT', 'form', { name: 'via', label: 'Via' }, 4),
      outside: node('outside', 'INPUT', 'col', { name: 'name' }, 1),
    };
    expect(formOf(map, 'a')).toBe('form');
    expect(formOf(map, 'outside')).toBeNull();
    expect([...namesInForm(map, 'form', 'a')].sort()).toEqual(['name', 'via']);
    uniquifyFieldNames(map, 'b');
    expect(map.b.props.name).toBe('name_2');
    uniquifyFieldNames(map, 'c');
    expect(map.c.props.name).toBe('via_2');
    uniquifyFieldNames(map, 'r2');
    expect(map.r2.props.name).toBe('via');
    uniquifyFieldNames(map, 'outside');
    expect(map.outside.props.name).toBe('name');
  });
});
