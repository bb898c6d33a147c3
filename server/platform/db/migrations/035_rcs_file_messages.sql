-- Issue #30: an RCS template may be a file sent on its own (RBM's contentInfo: a video or a PDF by URL).
alter table rcs_templates drop constraint rcs_templates_type_check;
alter table rcs_templates add constraint rcs_templates_type_check check (type in ('text_message', 'rich_card', 'carousel', 'file_message'));
