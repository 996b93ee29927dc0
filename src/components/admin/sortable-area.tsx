import { DndContext, closestCenter } from '@dnd-kit/core';
import { SortableContext, type SortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

import { germanDndAccessibility, useSortableSensors } from './dnd';

/**
 * A drag-and-drop sortable area (mouse, touch and keyboard) with German screen-reader
 * announcements. `onMove` gets the old and new index of the dropped item.
 */
export function SortableArea({
  ids,
  nameOf,
  strategy,
  onMove,
  children,
}: {
  ids: string[];
  nameOf: (id: string) => string;
  strategy: SortingStrategy;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSortableSensors();
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={({ active, over }) => {
        if (!over || active.id === over.id) return;
        onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
      }}
      accessibility={germanDndAccessibility(ids, (id) => nameOf(String(id)))}
    >
      <SortableContext items={ids} strategy={strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
