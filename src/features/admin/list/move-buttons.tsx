import Button from 'react-bootstrap/Button';

interface MoveButtonsProps {
  /** What the two buttons say: earlier (-1), then later (+1). */
  texts: readonly [string, string];
  /** What a screen reader hears for each: "Move Azimut up". */
  label: (direction: -1 | 1) => string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove: (direction: -1 | 1) => void;
}

/** Moves an item of a list in the operator's order one place earlier or later (not past either end). */
export default function MoveButtons({ texts, label, first, last, disabled, onMove }: MoveButtonsProps) {
  return ([-1, 1] as const).map((direction) => (
    <Button
      key={direction}
      size="sm"
      variant="outline-secondary"
      disabled={disabled || (direction < 0 ? first : last)}
      onClick={() => onMove(direction)}
      aria-label={label(direction)}
    >
      {texts[direction < 0 ? 0 : 1]}
    </Button>
  ));
}
