import type { ChangeEvent } from 'react';
import './file-picker.css';

interface FilePickerProps {
  id: string;
  /** Text of the visible button (the input's name comes from its <label>). */
  buttonText: string;
  /** What is chosen so far, shown beside the button. */
  summary: string;
  multiple?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onFiles: (files: File[]) => void;
}

/**
 * An image file input drawn in the app's own words and width: the real input covers the whole
 * box (invisible), so a click or a tap anywhere opens the chooser and the keyboard reaches it.
 */
export function FilePicker({ id, buttonText, summary, multiple, invalid, describedBy, onFiles }: FilePickerProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length > 0) onFiles(picked);
  };
  return (
    <div className={`file-picker${invalid ? ' file-picker--invalid' : ''}`}>
      <input
        id={id}
        className="file-picker__input"
        type="file"
        accept="image/*"
        multiple={multiple}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      <span className="btn btn--ghost btn--sm file-picker__button" aria-hidden="true">
        {buttonText}
      </span>
      <span className="file-picker__summary" aria-hidden="true">
        {summary}
      </span>
    </div>
  );
}
