// A diagram laid out: where each box, arrow and label is (ELK's coordinates, or a packing of
// regions laid out one by one), and the diagram it lays out.
import type { Diagram } from './diagram.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidEdge {
  id: string;
  points: { x: number; y: number }[];
  label: Box | null;
}

export interface LaidOut {
  width: number;
  height: number;
  boxes: Map<string, Box>;
  edges: LaidEdge[];
}

/** A layout with the diagram it lays out (its labels wrapped to the width it was made for). */
export interface Layout extends LaidOut {
  diagram: Diagram;
}
