import {
  type Announcements,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

import { fill } from '@/lib/template';

import { dndCopy } from './copy';

/** Mouse/touch (after a 5 px move, so clicks still click) and keyboard (Space, arrows). */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** German screen-reader instructions and announcements for a sortable list of `ids`. */
export function germanDndAccessibility(
  ids: readonly UniqueIdentifier[],
  nameOf: (id: UniqueIdentifier) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const t = dndCopy;
  const total = ids.length;
  const pos = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(id) + 1);
  return {
    screenReaderInstructions: { draggable: t.instructions },
    announcements: {
      onDragStart: ({ active }) =>
        fill(t.start, { item: nameOf(active.id), pos: pos(active.id), total }),
      onDragOver: ({ active, over }) =>
        over ? fill(t.over, { item: nameOf(active.id), pos: pos(over.id), total }) : undefined,
      onDragEnd: ({ active, over }) =>
        fill(t.end, { item: nameOf(active.id), pos: pos(over?.id ?? active.id), total }),
      onDragCancel: ({ active }) =>
        fill(t.cancel, { item: nameOf(active.id), pos: pos(active.id), total }),
    },
  };
}
