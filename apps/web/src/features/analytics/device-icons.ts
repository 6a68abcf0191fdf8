import { Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import type { DeviceType } from '@tessera/core';

export const DEVICE_ICONS: Record<DeviceType, LucideIcon> = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
};
