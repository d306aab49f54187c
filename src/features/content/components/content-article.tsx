import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { ContentPage } from '../../../../contract/content';

/**
 * A page text from the content catalogue: its title, then headed sections of paragraphs. `children` (the page's live
 * part, such as the running offers) follow the first section, the page's lead.
 */
export function ContentArticle({ page, children }: { page: ContentPage; children?: ReactNode }) {
  return (
    <Box component="article">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 4 }}>
        {page.title}
      </Typography>
      {page.sections.map((section, index) => (
        <Fragment key={section.heading ?? index}>
          <Box component="section" sx={{ mb: 4 }}>
            {section.heading && (
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
                {section.heading}
              </Typography>
            )}
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2 }} color="textSecondary">
                {paragraph}
              </Typography>
            ))}
          </Box>
          {index === 0 && children ? <Box sx={{ mb: 4 }}>{children}</Box> : null}
        </Fragment>
      ))}
    </Box>
  );
}
