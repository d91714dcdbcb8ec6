import { Typography } from '@mantine/core';
import classes from './rich-text.module.css';

/**
 * Rich text as the server stored it: HTML already sanitised on write (an allow-list of elements,
 * attributes and URLs, modules/content/rich-text.ts on the server), shown with the kit's typography.
 */
export function RichTextView({ html }: { html: string }) {
  return (
    <Typography className={classes.body}>
      {/* sanitised on the server when it was written */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
