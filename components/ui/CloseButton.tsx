import { CloseIcon } from '@/components/ui/Icons';

interface Props {
  /** The button's accessible name ("Close basket", "Dismiss message"…): the icon has none. */
  label: string;
  onClick: () => void;
  /** Extra class beside the shared `icon-button` style, for placement. */
  className?: string | undefined;
  iconSize?: number | undefined;
}

/** The round ✕ button that closes a dialog or dismisses a message. */
export function CloseButton({ label, onClick, className, iconSize }: Props) {
  return (
    <button
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      onClick={onClick}
    >
      <CloseIcon size={iconSize} />
    </button>
  );
}
