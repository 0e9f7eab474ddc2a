//! The server against a real listener on loopback, on SQLite and on
//! PostgreSQL: every case runs on both. The PostgreSQL cases need
//! `URBS_TEST_POSTGRES` (see `scripts/test.sh`) and fail without it.

mod accounts;
mod api;
mod chat;
mod clocks;
mod cluster;
mod coach;
mod common;
mod concurrency;
mod damage;
mod fair;
mod fair_shares;
mod faults;
mod golden;
mod hidden;
mod hostile;
mod invitations;
mod learn;
mod limits;
mod listed;
mod liveplay;
mod notify;
mod notify_rig;
mod play_told;
mod playnow;
mod positions;
mod ratings;
mod rematch;
mod table;
mod truth;

/// Defines each case once per backend: `sqlite::name` and `postgres::name`.
macro_rules! on_both_backends {
    ($($module:ident :: $name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    crate::$module::$name(urbs_server::Backend::Sqlite).await
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    crate::$module::$name(urbs_server::Backend::Postgres).await
                }
            )*
        }
    };
}

on_both_backends!(
    api::catalog_lists_every_game,
    api::bad_requests_are_refused_with_a_message,
    api::a_game_against_bots_plays_to_the_end_over_http,
    api::lobby_lists_games_by_status_and_open_seats_can_be_joined,
    listed::an_unlisted_game_is_in_no_list_but_plays_and_its_rematch_stays_unlisted,
    api::websocket_pushes_states_and_takes_actions,
    api::a_restart_continues_every_game_where_it_stood,
    api::static_files_are_served_beside_the_api,
    api::a_database_from_a_newer_urbs_is_refused,
    api::a_game_created_again_with_its_key_is_created_once,
    positions::positions_are_refused_unless_the_server_allows_them,
    positions::a_game_starts_from_a_position_on_a_private_server,
    positions::an_older_database_is_brought_up_to_date,
    rematch::a_finished_game_leads_to_one_rematch_with_seats_moved_on,
    chat::players_talk_spectators_read_and_the_replay_keeps_it,
    table::a_player_who_leaves_is_played_for_and_comes_back_between_two_moves,
    table::a_game_everyone_left_is_played_to_the_end,
    table::clocks_run_for_whoever_must_act_and_a_restart_changes_no_ones_time,
    table::a_player_out_of_time_is_played_for_by_the_bot,
    table::games_nobody_plays_are_abandoned,
    table::undo_takes_back_a_secret_step_and_nobody_else_sees_a_thing,
    table::undo_never_crosses_a_commitment,
    table::an_undo_sent_again_takes_back_nothing_more,
    clocks::t7_clocks_start_once_every_person_has_opened_the_game,
    clocks::t7_the_host_may_start_the_clocks_before_everyone_is_there,
    clocks::t3_t5_the_log_says_who_plays_for_whom_and_the_result_marks_it,
    clocks::t5_leaving_and_coming_back_gives_no_time_back,
    clocks::t8_a_lone_person_out_of_time_is_waited_for_not_played_out,
    clocks::hints_are_on_by_default_only_for_a_lone_person_against_bots,
    clocks::the_table_s_rulings_are_a_rules_page,
    coach::a_hint_answers_the_seat_to_act_from_its_own_turn,
    coach::a_finished_game_is_reviewed_in_the_background_and_kept,
    hidden::every_message_to_a_seat_holds_only_its_own_view,
    concurrency::simultaneous_choices_sent_at_the_same_instant_are_all_recorded,
    concurrency::double_submission_is_rejected_or_idempotent,
    limits::oversized_requests_and_messages_are_refused,
    limits::a_flooding_client_is_throttled_and_other_games_stay_fast,
    limits::new_games_are_limited_per_address,
    liveplay::bots_think_off_the_lock_and_every_move_is_pushed,
    liveplay::a_stale_bot_choice_is_dropped_and_people_act_while_bots_think,
    liveplay::bots_take_turns_on_a_bounded_pool,
    liveplay::bots_over_the_servers_limits_are_refused,
    liveplay::a_huge_iteration_budget_stops_at_the_servers_time,
    liveplay::secret_steps_leave_no_trace,
    faults::a_full_disk_loses_nothing_and_the_game_recovers_by_itself,
    faults::one_server_per_sqlite_database_many_per_postgres,
    faults::a_stopped_server_writes_nothing_more_and_the_next_carries_on,
    faults::idle_games_leave_memory_and_come_back,
    hostile::slow_silent_and_idle_connections_are_closed,
    hostile::connections_are_capped_per_address,
    hostile::a_seat_has_one_rate_across_all_its_sockets,
    hostile::spectators_and_replay_views_are_limited_per_address,
    hostile::refused_creates_cost_no_allowance,
    hostile::names_that_disguise_themselves_are_refused,
    hostile::errors_are_json_and_pages_of_other_sites_cannot_act,
    hostile::a_public_url_pins_the_host,
    hostile::a_socket_that_never_answers_is_closed,
    learn::catalogs_rules_help_and_errors_speak_the_language_asked_for,
    damage::a_game_that_cannot_be_rebuilt_is_gone_once_and_blocks_nothing,
    damage::a_finished_game_shows_the_outcome_stored_when_it_finished,
    damage::a_row_from_between_builds_is_damaged_until_its_edition_is_set,
    chat::a_full_chat_refuses_more_lines,
    chat::lines_that_hide_or_spill_are_refused,
    chat::a_line_sent_again_with_its_key_is_said_once,
    golden::a_database_from_before_editions_opens_whole,
    golden::a_game_keeps_the_edition_it_began_with,
    table::bots_never_undo_and_a_person_comes_back_first,
    coach::a_hint_is_the_same_whatever_the_others_hide,
    accounts::password_accounts_sign_up_in_and_out,
    accounts::sign_ins_are_limited_per_account_and_address,
    accounts::seats_held_show_in_my_games_and_outlive_the_account,
    accounts::passkeys_start_only_on_a_domain_with_a_free_name,
    accounts::expired_sessions_are_swept_from_the_database,
    fair::rematches_take_from_the_new_games_allowance,
    fair::a_seat_has_one_hint_open_and_hints_wait_below_bot_moves,
    fair::reviews_are_for_the_seated_and_rationed_per_address,
    fair::a_review_is_started_by_the_account_holding_a_seat,
    fair::a_flooding_client_is_one_client_among_the_others_on_the_pool,
    fair::bots_keep_their_trees_within_the_memory_budget,
    fair::bots_thinking_at_once_grow_within_the_memory_budget,
    ratings::rated_games_are_made_and_joined_by_accounts_only,
    ratings::a_finished_rated_game_moves_each_persons_rating_once,
    ratings::held_seat_tokens_are_sealed_in_the_database,
    invitations::i1_i2_i3_an_invited_seat_is_held_for_its_account,
    invitations::i4_a_declined_seat_is_open_to_anyone_with_the_link,
    invitations::i3_a_rated_game_seats_its_invited_account,
    invitations::i6_a_rematch_invitation_takes_a_bots_seat,
    invitations::i7_invitations_lapse_with_their_game_or_their_account,
    invitations::i8_standing_invitations_are_limited_per_account,
    invitations::a_creation_sent_again_with_its_key_invites_and_rates_once,
    invitations::i8_a_creation_sent_again_at_the_limit_is_answered_its_game,
    playnow::q4_close_ratings_sit_together_far_ones_once_the_gap_has_widened,
    playnow::q6_bots_fill_the_empty_seats_after_the_wait,
    playnow::q9_leaving_and_a_closed_tab_take_people_out_of_the_queue,
    playnow::q2_bad_joins_are_refused_and_change_nothing,
    playnow::q10_a_claim_that_never_finished_is_released,
    notify::n1_n4_n7_the_one_to_act_is_told_once_by_mail_and_push,
    notify::n3_a_reminder_at_half_the_moves_time,
    notify::n5_the_daily_digest_replaces_a_mail_per_turn,
    notify::n2_n6_email_needs_smtp_and_real_time_needs_asking,
    notify::n1_a_mail_server_that_hangs_holds_up_nothing_else,
    notify::n1_only_the_turns_of_seats_accounts_hold_are_written,
);
