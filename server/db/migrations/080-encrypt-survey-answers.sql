-- What a person wrote in the feedback survey (free text, and contact details when they agreed to
-- be contacted) is personal data: it moves out of `answers` (which keeps only the ratings and
-- choices, still readable for counts) into `written_answers`, a JSON object the server stores
-- encrypted (server/crypto/personal-columns.ts, decision 034). Rows moved here are still plain
-- text until the server's next boot encrypts them (crypto/reencrypt.ts), as for migration 070.
alter table survey_responses add column written_answers text;

update survey_responses
   set written_answers = (
         select jsonb_object_agg(key, value)::text
           from jsonb_each(answers)
          where key = any (array['improvement', 'usefulnessDetails', 'challenge', 'desiredFeatures', 'relevanceDetails', 'additionalFeedback', 'bigPicture', 'contactDetails'])
       ),
       answers = answers - array['improvement', 'usefulnessDetails', 'challenge', 'desiredFeatures', 'relevanceDetails', 'additionalFeedback', 'bigPicture', 'contactDetails']
 where answers ?| array['improvement', 'usefulnessDetails', 'challenge', 'desiredFeatures', 'relevanceDetails', 'additionalFeedback', 'bigPicture', 'contactDetails'];
