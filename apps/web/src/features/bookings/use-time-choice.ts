import { useState } from 'react';
import { dateInZone, type PublicSlot } from '@tessera/core';
import { nextFreeOf } from './booking-errors';

/**
 * The choice of a time in the booking and move forms: a day, a person ('' for anyone), one of
 * the free times, and, when the server refused the time (409), its message and next free times.
 * A new day or person clears the time chosen.
 */
export function useTimeChoice(zone: string, initial: { date: string; staffId: string }) {
  const [date, setDate] = useState(initial.date);
  const [staffId, setStaffId] = useState(initial.staffId);
  const [slot, setSlot] = useState<PublicSlot | null>(null);
  const [refused, setRefused] = useState<{ message: string; next: PublicSlot[] } | null>(null);
  return {
    date,
    staffId,
    slot,
    refused,
    setDate: (value: string) => {
      if (!value) return;
      setDate(value);
      setSlot(null);
    },
    setStaffId: (id: string) => {
      setStaffId(id);
      setSlot(null);
    },
    choose: (choice: PublicSlot) => {
      setSlot(choice);
      setRefused(null);
    },
    /** One of the next free times offered after a refusal: its day, and its person if one was chosen. */
    pick: (choice: PublicSlot) => {
      setDate(dateInZone(Date.parse(choice.start), zone));
      if (staffId) setStaffId(choice.staffId);
      setSlot(choice);
      setRefused(null);
    },
    /** Keeps a refusal's next free times; false for any other failure. */
    refuse: (error: Error): boolean => {
      const next = nextFreeOf(error);
      setRefused(next ? { message: error.message, next } : null);
      return next !== null;
    },
  };
}
