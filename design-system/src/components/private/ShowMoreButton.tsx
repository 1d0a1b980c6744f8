import { ChevronDownIcon, ChevronUpIcon } from '../../icons';
import { Button } from '../Button/Button';

/**
 * The 'Show More' / 'Show Less' toggle of a list or text that opens in place. It says whether
 * the content is expanded and which element it controls.
 */
export function ShowMoreButton({
  expanded,
  onToggle,
  controls,
  moreLabel,
  lessLabel,
}: {
  expanded: boolean;
  onToggle: () => void;
  /** the id of the list or text it opens */
  controls: string;
  moreLabel: string;
  lessLabel: string;
}) {
  return (
    <Button
      variant="ghost"
      size="small"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      icon={expanded ? <ChevronUpIcon /> : <ChevronDownIcon />}
      data-slot="show-more-button"
    >
      {expanded ? lessLabel : moreLabel}
    </Button>
  );
}
