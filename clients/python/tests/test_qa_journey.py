"""The kit against a real twin: what a QA engineer's first suite does, through the fixtures."""

from datetime import datetime, timedelta

import pytest

from sim_qa import AdminError

MOBILE = "01912345001"
SCENARIO = {
    "name": "python-kit",
    "description": "one member with a mobile and money, the clock frozen on a Saturday morning",
    "clock": {"set": "2026-12-05T10:00:00Z", "freeze": True},
    "personas": [{"username": "py_qa", "password": "Py123456", "balance": 500, "mobile": MOBILE}],
}


def now(sim):
    return datetime.fromisoformat(sim.clock_state()["now"].replace("Z", "+00:00"))


def test_a_scenario_an_encrypted_login_the_clock_maintenance_sms_and_the_books(sim, scenario, member, wire):
    applied = scenario(SCENARIO)
    assert applied["password_of"] == {"py_qa": "Py123456"}
    frozen_at = now(sim)
    assert frozen_at - datetime.fromisoformat("2026-12-05T10:00:00+00:00") < timedelta(seconds=5)

    qa = member("py_qa", "Py123456")  # the RSA+DES login, as the site sends it
    assert qa.login_value["userName"] == "py_qa"
    assert qa.info()["account"] == "py_qa"
    assert qa.balance()["sumBalance"] == 500
    [login] = sim.journal_list(path="/wps/session/login", limit=1)
    assert login["encrypted"] is True and login["status"] == 200

    wire.post("/wps/member/password/sms", {"mobileNum": MOBILE, "countryDialingCode": "880"}).expect_ok()
    [sms] = sim.sms_outbox(MOBILE)
    assert sms["purpose"] == "RESET_PASSWORD" and sms["code"] in sms["text"] and not sms["expired"]
    sim.advance_clock(minutes=6)  # past the code's 5 minutes
    assert now(sim) - frozen_at == timedelta(minutes=6)
    assert sim.sms_outbox(MOBILE)[0]["expired"] is True

    sim.set_maintenance(True)
    qa.get("/wps/member/info").expect_error("system.maintenance", 503)
    wire.try_login("py_qa", "Py123456").expect_error("system.maintenance", 503)
    sim.set_maintenance(False)
    assert qa.info()["account"] == "py_qa"

    audit = sim.wallet_audit()
    assert audit["balanced"] is True and audit["ledgerSum"] == 0 and audit["mismatchedAccounts"] == []


def test_the_plain_and_the_encrypted_login_both_keep_a_token_per_member(member, wire):
    demo = member("demo01", "Demo1234", encrypted=False)
    other = member()  # a new persona, logged in encrypted
    assert set(wire.members) == {"demo01", other.username}
    assert demo.token != other.token
    assert demo.info()["account"] == "demo01" and other.info()["account"] == other.username


def test_a_wrong_password_is_the_platform_envelope_and_asks_for_the_captcha_next(sim, wire):
    persona = sim.create_persona()
    wire.try_login(persona["username"], "Wrong1234").expect_error("US_INCORRECT_USERNAME_PASSWORD_ERROR")
    again = wire.try_login(persona["username"], persona["password"]).expect_error("captcha.incorrect")
    assert again.value == {"captcha": True} and again.message


def test_every_way_to_call_a_procedure_is_the_same_request(sim):
    sim.freeze_clock()
    assert sim.call("clock.get") == sim.clock.get() == sim.clock_state()
    moved = sim.clock.advance(minutes=1)
    assert moved["frozen"] is True
    # a procedure taken for a query is retried as the mutation it is
    assert sim.call("faults.clear") == {"cleared": 0}


def test_a_refusal_is_an_admin_error_with_its_code(sim):
    with pytest.raises(AdminError) as refused:
        sim.call("clock.advance", {"minutes": "soon"})
    assert refused.value.code == "BAD_REQUEST" and refused.value.status == 400
    with pytest.raises(AdminError) as unknown:
        sim.call("members.get", {"username": "nobody_here"})
    assert unknown.value.code == "NOT_FOUND"


def test_a_stub_pins_an_answer_and_the_journal_exports_as_har(sim, member, wire):
    demo = member("demo01", "Demo1234")
    stub = sim.add_stub({"method": "GET", "path": "/wps/member/info"},
                        body={"success": True, "value": {"account": "stubbed"}}, times=1)
    assert demo.get("/wps/member/info").value == {"account": "stubbed"}
    assert demo.info()["account"] == "demo01"  # used up after one answer
    assert sim.journal_list(path="/wps/member/info", limit=2)[1]["stubId"] == stub["id"]

    har = sim.export_har(member="demo01", pathPrefix="/wps/member/")
    assert har["log"]["version"] == "1.2"
    urls = [entry["request"]["url"] for entry in har["log"]["entries"]]
    assert urls and all("/wps/member/" in url for url in urls)


def test_a_fault_answers_with_the_error_asked_for(sim, wire):
    sim.add_fault("/wps/system/status", status=500, errorCode="system.busy", message="Injected", times=1)
    wire.get("/wps/system/status").expect_error("system.busy", 500)
    assert wire.get("/wps/system/status").ok


def test_a_coverage_run_counts_the_calls_made_while_it_ran(sim, wire):
    run = sim.start_coverage("python-kit")
    wire.get("/wps/system/status").expect_ok()
    assert sim.stop_coverage()["id"] == run["id"]
    answer = sim.coverage_report(run["id"], format="markdown")
    routes = [op for family in answer["report"]["families"] for op in family["operations"]]
    assert {"id": "GET /wps/system/status", "count": 1} in routes
    assert answer["text"].startswith("# Coverage: python-kit")
